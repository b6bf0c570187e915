/* SPDX-License-Identifier: MIT */
/* Trails and bushes: union-find over the segments of placed tiles, with
 * aggregates at the roots (open sides, animals, birds, meeples per seat).
 * Union by size without path compression keeps every change a few saved
 * records, so undo is exact and cheap. Also meeples and their places. */
#include "feature.h"
#include "zobrist.h"

static int popcount4(unsigned sides)
{
    return (int)((sides & 1u) + ((sides >> 1) & 1u) + ((sides >> 2) & 1u) + ((sides >> 3) & 1u));
}

int safari__find(const safari_game *g, int seg)
{
    const feature *f = CFEATS(g);
    SAFARI_ASSERT(seg >= 0 && (uint32_t)seg < 4 * g->max_tiles);
    while (f[seg].parent != seg)
        seg = f[seg].parent;
    return seg;
}

/* Joins the features of two segments whose sides meet; one side pair closes. */
static void join(safari_game *g, int a, int b)
{
    feature *f = FEATS(g);
    a = safari__find(g, a);
    b = safari__find(g, b);
    safari__save(g, &f[a], sizeof f[a]);
    if (a == b) {
        SAFARI_ASSERT(f[a].open >= 2); /* the two sides that meet were open */
        f[a].open = (int16_t)(f[a].open - 2);
        return;
    }
    safari__save(g, &f[b], sizeof f[b]);
    SAFARI_ASSERT(f[a].open >= 1 && f[b].open >= 1 && f[a].kind == f[b].kind);
    if (f[a].size < f[b].size) {
        int t = a;
        a = b;
        b = t;
    }
    f[b].parent = (uint16_t)a;
    f[a].size = (uint16_t)(f[a].size + f[b].size);
    f[a].open = (int16_t)(f[a].open + f[b].open - 2);
    f[a].birds = (uint16_t)(f[a].birds + f[b].birds);
    for (int s = 0; s < SAFARI_SPECIES; s++)
        f[a].animals[s] = (uint16_t)(f[a].animals[s] + f[b].animals[s]);
    for (int s = 0; s < SAFARI_MAX_SEATS; s++)
        f[a].meeples[s] = (uint8_t)(f[a].meeples[s] + f[b].meeples[s]);
}

/* The roots of the features on a tile's four sides, -1 for savanna: one
 * find per local feature, then one look-up a side, without a branch on
 * which sides are savanna (random tiles: a predictor could not learn it). */
static void side_roots(const safari_game *g, int tile, int roots[4])
{
    SAFARI_ASSERT(tile >= 0 && tile < g->c.nplaced);
    const tile_rec *rec = &CTILES(g)[tile];
    const ts_orient *o = safari__orient(g, rec);
    int by_local[TS_MAX_FEATURES + 1]; /* the last: savanna */
    for (int i = 0; i <= TS_MAX_FEATURES; i++)
        by_local[i] = -1;
    for (int i = 0; i < g->ts->types[rec->type].nfeatures; i++)
        by_local[i] = safari__find(g, safari__seg(tile, i));
    for (int d = 0; d < 4; d++) {
        unsigned local = o->side_feature[d];
        roots[d] = by_local[local < TS_MAX_FEATURES ? local : TS_MAX_FEATURES];
    }
}

/* Creates the segments of a newly placed tile and joins them to its
 * neighbours' features across matching sides. */
void safari__features_add_tile(safari_game *g, int tile, const int neighbour[4])
{
    SAFARI_ASSERT(tile == g->c.nplaced - 1); /* the tile just placed */
    const tile_rec *rec = &CTILES(g)[tile];
    const ts_type *type = &g->ts->types[rec->type];
    const ts_face *face = &g->ts->faces[rec->face];
    const ts_orient *o = &type->orient[rec->rot];
    feature *f = FEATS(g);

    for (int i = 0; i < type->nfeatures; i++) {
        feature *s = &f[safari__seg(tile, i)];
        memset(s, 0, sizeof *s);
        s->parent = (uint16_t)safari__seg(tile, i);
        s->size = 1;
        s->open = (int16_t)popcount4(o->feature_sides[i]);
        s->kind = type->features[i].kind;
        s->birds = type->features[i].birds;
        for (int sp = 0; sp < SAFARI_SPECIES; sp++)
            s->animals[sp] = face->animals[i][sp];
    }
    for (int d = 0; d < 4; d++) {
        int local = o->side_feature[d];
        if (local == TS_NO_FEATURE)
            continue;
        int n = neighbour[d];
        if (n < 0)
            continue;
        SAFARI_ASSERT(n < tile); /* a neighbour was placed before */
        int other = safari__orient(g, &CTILES(g)[n])->side_feature[(d + 2) & 3];
        SAFARI_ASSERT(other != TS_NO_FEATURE);
        join(g, safari__seg(tile, local), safari__seg(n, other));
    }
    /* Only the next tile placed joins features: the roots hold for the turn. */
    int roots[4];
    side_roots(g, tile, roots);
    safari__save(g, g->c.placed_root, sizeof g->c.placed_root);
    for (int d = 0; d < 4; d++)
        g->c.placed_root[d] = (int16_t)roots[d];
}

/* The root of the feature on a side of a tile, or -1 for savanna. */
int safari__feature_of_side(const safari_game *g, int tile, int side)
{
    int local = safari__orient(g, &CTILES(g)[tile])->side_feature[side];
    return local == TS_NO_FEATURE ? -1 : safari__find(g, safari__seg(tile, local));
}

static int total_meeples(const feature *root)
{
    int n = 0;
    for (int s = 0; s < SAFARI_MAX_SEATS; s++)
        n += root->meeples[s];
    return n;
}

/* The canonical side of the feature on `side` of a tile: the first side of
 * the tile on the same (joined) feature, or -1 for savanna. */
int safari__canonical_side(const safari_game *g, int tile, int side)
{
    int root = safari__feature_of_side(g, tile, side);
    if (root < 0)
        return -1;
    int d = 0;
    while (safari__feature_of_side(g, tile, d) != root)
        d++;
    SAFARI_ASSERT(d <= side); /* side itself is on the feature */
    return d;
}

/* The canonical side of the trail or bush a meeple stands on. */
int safari__meeple_side(const safari_game *g, const meeple_loc *m)
{
    SAFARI_ASSERT(m->kind == SAFARI_AT_TRAIL || m->kind == SAFARI_AT_BUSH);
    const ts_orient *o = safari__orient(g, &CTILES(g)[m->tile]);
    return safari__canonical_side(g, m->tile, o->canonical[m->sub]);
}

/* The placed tile's canonical sides, one bit each: a side on a feature with
 * no lower side of the tile on the same feature. */
static unsigned placed_canonical_sides(const safari_game *g)
{
    const int16_t *root = g->c.placed_root;
    unsigned sides = 0;
    SAFARI_ASSERT(g->c.placed != NONE8); /* the roots hold for the turn's tile */
    for (int d = 0; d < 4; d++) {
        int canonical = root[d] >= 0;
        for (int j = 0; j < d; j++)
            canonical &= root[j] != root[d];
        sides |= (unsigned)canonical << d;
    }
    return sides;
}

/* The sides where `meeple side` is a legal action on the placed tile, one
 * bit each: the side is the canonical side of its feature there, and the
 * whole feature is empty. */
unsigned safari__meeple_sides(const safari_game *g)
{
    unsigned canonical = placed_canonical_sides(g), sides = 0;
    for (int d = 0; d < 4; d++)
        if ((canonical >> d) & 1 && total_meeples(&CFEATS(g)[g->c.placed_root[d]]) == 0)
            sides |= 1u << d;
    return sides;
}

/* Takes a meeple from the seat's supply and puts it on a place. */
void safari__meeple_put(safari_game *g, int seat, int kind, int tile, int sub)
{
    meeple_loc *m = g->c.meeple[seat];
    int i = 0;
    SAFARI_ASSERT(seat >= 0 && seat < g->opt.seats && g->c.meeples_free[seat] > 0);
    while (m[i].kind != SAFARI_AT_SUPPLY)
        i++;
    SAFARI_ASSERT(i < SAFARI_MEEPLES); /* meeples_free counts the supply's */
    safari__save(g, &m[i], sizeof m[i]);
    safari__save(g, &g->c.meeples_free[seat], 1);
    m[i].kind = (uint8_t)kind;
    m[i].tile = (uint8_t)tile;
    m[i].sub = (uint8_t)sub;
    g->c.meeples_free[seat]--;
    if (kind == SAFARI_AT_BAOBAB) {
        safari__save(g, &g->c.baobab_meeples, 1);
        g->c.baobab_meeples++;
    }
    if (kind == SAFARI_AT_TRAIL || kind == SAFARI_AT_BUSH) {
        feature *f = FEATS(g);
        int root = safari__find(g, safari__seg(tile, sub));
        safari__save(g, &f[root].meeples[seat], 1);
        f[root].meeples[seat]++;
    }
    safari__hash_toggle(g, ZK_MEEPLE, (uint32_t)seat, safari__meeple_key_loc(g, kind, tile, sub));
}

/* Returns meeple i of a seat to its supply. */
void safari__meeple_return(safari_game *g, int seat, int i)
{
    meeple_loc *m = &g->c.meeple[seat][i];
    SAFARI_ASSERT(seat >= 0 && seat < g->opt.seats && i >= 0 && i < SAFARI_MEEPLES);
    SAFARI_ASSERT(m->kind != SAFARI_AT_SUPPLY && g->c.meeples_free[seat] < SAFARI_MEEPLES);
    safari__save(g, m, sizeof *m);
    safari__save(g, &g->c.meeples_free[seat], 1);
    if (m->kind == SAFARI_AT_TRAIL || m->kind == SAFARI_AT_BUSH) {
        feature *f = FEATS(g);
        int root = safari__find(g, safari__seg(m->tile, m->sub));
        SAFARI_ASSERT(f[root].meeples[seat] > 0); /* counted there by meeple_put */
        safari__save(g, &f[root].meeples[seat], 1);
        f[root].meeples[seat]--;
    }
    safari__hash_toggle(g, ZK_MEEPLE, (uint32_t)seat, safari__meeple_key_loc(g, m->kind, m->tile, m->sub));
    if (m->kind == SAFARI_AT_BAOBAB) {
        SAFARI_ASSERT(g->c.baobab_meeples > 0);
        safari__save(g, &g->c.baobab_meeples, 1);
        g->c.baobab_meeples--;
    }
    m->kind = SAFARI_AT_SUPPLY;
    m->tile = 0;
    m->sub = 0;
    g->c.meeples_free[seat]++;
}

/* The complete features of the placed tile, as canonical sides in side
 * order. */
int safari__completed_features(const safari_game *g, uint8_t sides[4])
{
    unsigned canonical = placed_canonical_sides(g);
    int n = 0;
    for (int d = 0; d < 4; d++)
        if ((canonical >> d) & 1 && CFEATS(g)[g->c.placed_root[d]].open == 0)
            sides[n++] = (uint8_t)d;
    return n;
}

int safari__distinct_species(const feature *root, int extra)
{
    int k = extra;
    SAFARI_ASSERT(extra == 0 || extra == 1);
    for (int s = 0; s < SAFARI_SPECIES; s++)
        k += root->animals[s] > 0;
    SAFARI_ASSERT(k <= SAFARI_SPECIES); /* a boost adds a species not there */
    return k;
}

