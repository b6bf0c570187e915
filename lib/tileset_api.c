/* SPDX-License-Identifier: MIT */
/* The tile-set part of the public API: references shared by games, and
 * read-only queries. Parsing is in tileset.c. */
#include "tileset.h"

#include <string.h>

int safari__tileset_face(const safari_tileset *ts, int id, int copy)
{
    if (id < 0 || id > SAFARI_MAX_TILE_TYPES || copy < 1 || copy > ts->copies[id])
        return -1;
    uint8_t f = ts->face_at_copy[ts->copy_base[id] + copy - 1];
    return f == TS_NO_FACE ? -1 : f;
}

void safari__tileset_retain(const safari_tileset *ts)
{
    /* the count is the one mutable part of a shared tile set */
    atomic_fetch_add_explicit(&((safari_tileset *)ts)->refs, 1, memory_order_relaxed);
}

int safari_tileset_load(safari_tileset **out, const char *text, size_t len,
                                   const safari_allocator *alloc, safari_diag *diag)
{
    return safari__tileset_parse(out, text, len, alloc, diag);
}

int safari_tileset_new_default(safari_tileset **out, const safari_allocator *alloc)
{
    return safari__tileset_parse(out, safari__default_tiles, safari__default_tiles_len, alloc,
                                 NULL);
}

void safari_tileset_free(safari_tileset *ts)
{
    if (!ts || atomic_fetch_sub_explicit(&ts->refs, 1, memory_order_acq_rel) != 1)
        return;
    safari_allocator a = ts->alloc;
    a.free(a.ud, ts->text, ts->text_alloc);
    a.free(a.ud, ts, sizeof *ts);
}

/* ------------------------------------------------------------------------ */
/* Queries                                                                   */

const char *safari_tileset_default_text(void)
{
    return safari__default_tiles;
}

const char *safari_tileset_text(const safari_tileset *ts, size_t *len)
{
    if (!ts) {
        if (len)
            *len = 0;
        return NULL;
    }
    if (len)
        *len = ts->text_len;
    return ts->text;
}

int safari_tileset_is_default(const safari_tileset *ts)
{
    return ts ? ts->is_default : 0;
}

int safari_tileset_counts(const safari_tileset *ts, safari_tileset_info *out)
{
    if (!ts || !out)
        return SAFARI_EINVAL;
    out->types = ts->ntypes;
    out->land_tiles = ts->nland;
    out->faces = ts->nfaces;
    out->start_cells = ts->nstart;
    return SAFARI_OK;
}

/* The former name, a deprecated wrapper until 1.0 (docs/api-stability.md). */
int safari_tileset_info_get(const safari_tileset *ts, safari_tileset_info *out)
{
    return safari_tileset_counts(ts, out);
}

int safari_tileset_type(const safari_tileset *ts, int32_t i, safari_tile_type_info *out)
{
    if (!ts || !out || i < 0 || i >= ts->ntypes)
        return SAFARI_EINVAL;
    const ts_type *t = &ts->types[i];
    memset(out, 0, sizeof *out);
    out->id = t->id;
    out->copies = t->count;
    for (int d = 0; d < 4; d++)
        out->sides[d] = "stb"[t->sides[d]]; /* SIDE_* codes as letters */
    out->baobab = t->baobab;
    out->features = t->nfeatures;
    for (int k = 0; k < t->nfaces; k++) {
        const ts_face *f = &ts->faces[t->first_face + k];
        for (int n = 0; n < t->nfeatures; n++)
            for (int s = 0; s < SAFARI_SPECIES; s++)
                out->animals[s] += f->count * f->animals[n][s];
    }
    for (int n = 0; n < t->nfeatures; n++)
        if (t->features[n].kind == SAFARI_FEATURE_BUSH)
            out->birds += t->features[n].birds;
    return SAFARI_OK;
}
