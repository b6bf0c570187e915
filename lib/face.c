/* SPDX-License-Identifier: MIT */
/* Faces off the board, for front ends: a face of a tile set in a rotation,
 * and the tile in hand. Read from the tile set's per-rotation tables
 * (tileset.c, orient_type), the same tables the board uses once the face is
 * placed, so a drawn face and a placed one cannot disagree. Never allocates. */
#include "state.h"

/* The struct as 0.4.0 defined it: a caller's size below this names no
 * version of it. Later versions add fields after it and write only the
 * bytes the caller's size covers. */
#define FACE_SIZE_0_4 sizeof(safari_face)

static int size_ok(const safari_face *out)
{
    return out->size >= FACE_SIZE_0_4;
}

/* Fills `out` with land face f in rotation r; `out->size` is kept. */
static void fill(const safari_tileset *ts, int f, int r, safari_face *out)
{
    static const char letters[3] = {'s', 't', 'b'};
    const ts_face *face = &ts->faces[f];
    const ts_type *type = &ts->types[face->type];
    const ts_orient *o = &type->orient[r];
    safari_face v;
    memset(&v, 0, sizeof v);
    v.size = out->size;
    v.face = f;
    v.tile = type->id;
    v.copy = face->copy;
    v.copies = face->count;
    v.rotation = r;
    for (int d = 0; d < 4; d++)
        v.sides[d] = letters[(o->code >> (2 * d)) & 3];
    v.baobab = type->baobab;
    v.features = type->nfeatures;
    v.corners = o->open_corners;
    for (int i = 0; i < type->nfeatures; i++) {
        safari_tile_feature *e = &v.feature[i];
        e->kind = type->features[i].kind;
        e->sides = o->feature_sides[i];
        e->birds = type->features[i].birds;
        if (e->kind == SAFARI_FEATURE_BUSH)
            v.birds += e->birds;
        for (int s = 0; s < SAFARI_SPECIES; s++)
            e->animals[s] = face->animals[i][s];
    }
    /* the tile-set format has no savanna animals: v.savanna stays zero */
    memcpy(out, &v, sizeof v); /* size_ok: the caller's struct holds it all */
}

int safari_tileset_face(const safari_tileset *ts, int32_t face, int32_t rotation,
                        safari_face *out)
{
    if (!ts || !out || !size_ok(out) || face < 0 || face >= ts->nfaces || rotation < 0 ||
        rotation > 3)
        return SAFARI_EINVAL;
    fill(ts, face, rotation, out);
    return SAFARI_OK;
}

int safari_game_tile_in_hand(const safari_game *game, safari_face *out)
{
    if (!game || !out || !size_ok(out))
        return SAFARI_EINVAL;
    /* a drawn tile is in hand exactly while its placement is pending
     * (play.c: apply_draw sets it, place and discard clear it) */
    SAFARI_ASSERT((game->c.hand != NONE8) == (game->c.phase == PH_PLACE));
    if (game->c.hand == NONE8)
        return SAFARI_ENOTFOUND;
    fill(game->ts, game->c.hand, 0, out);
    return SAFARI_OK;
}
