/* Legal moves of the pending decision, and the legality check of one move.
 * Both read the same predicates (board.c, feature.c, waterhole.c), so the
 * generator and the checker cannot disagree. Never allocates. */
#include "movegen.h"
#include "board.h"
#include "feature.h"
#include "waterhole.h"

int safari__decision_kind(const safari_game *g)
{
    if (g->c.tok_pending)
        return SAFARI_DECISION_TOKEN;
    switch (g->c.phase) {
    case PH_DRAW: return SAFARI_DECISION_DRAW;
    case PH_PLACE: return SAFARI_DECISION_PLACE;
    case PH_ACTION: return SAFARI_DECISION_ACTION;
    case PH_FEATURES: return SAFARI_DECISION_BOOST;
    case PH_PARK: return SAFARI_DECISION_PARK;
    default: return SAFARI_DECISION_END;
    }
}

int safari__to_move(const safari_game *g)
{
    switch (safari__decision_kind(g)) {
    case SAFARI_DECISION_DRAW:
    case SAFARI_DECISION_TOKEN: return SAFARI_CHANCE;
    case SAFARI_DECISION_END: return SAFARI_NOBODY;
    case SAFARI_DECISION_BOOST: return (g->c.active + g->c.boost_pos) % g->opt.seats;
    default: return g->c.active;
    }
}

/* Counts every move, and stores those numbered first .. first + cap - 1 at
 * out[0 ..] (a window, so that a caller can walk a long list in chunks).
 * Weights are written by the chance generators only; seat moves weigh 1. */
typedef struct emitter {
    safari_move *out;
    uint32_t *weights;
    size_t cap;
    size_t n;
    size_t first;
} emitter;

static inline safari_move mk(int kind, int species, int index, int x, int y)
{
    safari_move m = {(uint8_t)kind, (uint8_t)species, (uint8_t)index, 0, (int16_t)x, (int16_t)y};
    return m;
}

/* n - first wraps to a huge value while n < first: one compare tests both
 * ends of the window. */
static inline void emit(emitter *e, safari_move m)
{
    if (e->n - e->first < e->cap)
        e->out[e->n - e->first] = m;
    e->n++;
}

static inline void emit_weighted(emitter *e, safari_move m, uint32_t weight)
{
    if (e->n - e->first < e->cap && e->weights)
        e->weights[e->n - e->first] = weight;
    emit(e, m);
}

static void gen_draw(const safari_game *g, emitter *e)
{
    const uint8_t *stack = CSTACK(g);
    for (int f = 0; f < g->ts->nfaces; f++) {
        if (!stack[f])
            continue;
        const ts_face *face = &g->ts->faces[f];
        safari_move m = mk(SAFARI_MOVE_DRAW, 0, face->copy, 0, 0);
        m.tile = g->ts->types[face->type].id;
        emit_weighted(e, m, stack[f]);
    }
}

static void gen_token(const safari_game *g, emitter *e)
{
    for (int s = 0; s < SAFARI_SPECIES; s++)
        if (g->c.bag[s])
            emit_weighted(e, mk(SAFARI_MOVE_TOKEN, s, 0, 0, 0), g->c.bag[s]);
}

static void gen_place(const safari_game *g, emitter *e)
{
    const uint8_t *fits = g->ts->types[g->ts->faces[g->c.hand].type].fits;
    const front_cell *front = CFRONT(g);
    cell_range allowed;
    safari__allowed_cells(g, -1, &allowed);
    for (uint32_t i = 0; i < g->c.nfront; i++) {
        unsigned rots = safari__cell_in(&allowed, front[i].x, front[i].y) ? fits[front[i].key] : 0;
        for (int r = 0; rots; r++, rots >>= 1)
            if (rots & 1)
                emit(e, mk(SAFARI_MOVE_PLACE, 0, r, front[i].x, front[i].y));
    }
    if (e->n == 0)
        emit(e, mk(SAFARI_MOVE_DISCARD, 0, 0, 0, 0));
}

static uint8_t held_species(const safari_game *g, int seat)
{
    uint8_t bits = 0;
    for (int s = 0; s < SAFARI_SPECIES; s++)
        if (g->c.supply[seat][s])
            bits |= (uint8_t)(1u << s);
    return bits;
}

static void gen_watering_holes(const safari_game *g, emitter *e, int seat)
{
    uint8_t held = held_species(g, seat);
    if (!held)
        return;
    int can_dig = g->c.meeples_free[seat] > 0;
    const tile_rec *tiles = CTILES(g);
    const uint16_t *usable = G_AT(g, off_usable, const uint16_t);
    for (uint32_t i = 0; i < g->c.nusable; i++) {
        const tile_rec *t = &tiles[usable[i] >> 2];
        int corner = usable[i] & 3;
        uint8_t slot = t->slot[corner];
        int kind = slot & SLOT_JOINS ? SAFARI_MOVE_EXPAND : SAFARI_MOVE_DIG;
        if (kind == SAFARI_MOVE_DIG && !can_dig)
            continue;
        uint8_t allowed = (uint8_t)(held & ~slot);
        for (int s = 0; s < SAFARI_SPECIES; s++)
            if (allowed & (1u << s))
                emit(e, mk(kind, s, corner, t->x, t->y));
    }
}

/* Frontier cells free of rangers: `ranger r X Y` (not its own cell, not the
 * other's) or `park X Y` for the displaced ranger r. The hottest loop of a
 * random game, so it checks room once and skips rangers by position. */
static void gen_ranger_cells(const safari_game *g, emitter *e, int kind, int r)
{
    const front_cell *front = CFRONT(g);
    int skip[SAFARI_RANGERS] = {-1, -1};
    for (int i = 0; i < SAFARI_RANGERS; i++)
        if (g->c.ranger_on[i])
            skip[i] = safari__front_at(g, g->c.ranger_x[i], g->c.ranger_y[i]);
    int index = kind == SAFARI_MOVE_RANGER ? r : 0;
    cell_range allowed;
    safari__allowed_cells(g, r, &allowed);
    uint32_t n = g->c.nfront;
    /* the loop below writes one past a skipped cell */
    if (e->n < e->first || e->n - e->first + n > e->cap) {
        for (uint32_t i = 0; i < n; i++)
            if ((int)i != skip[0] && (int)i != skip[1] &&
                safari__cell_in(&allowed, front[i].x, front[i].y))
                emit(e, mk(kind, 0, index, front[i].x, front[i].y));
        return;
    }
    safari_move *out = e->out + (e->n - e->first);
    for (uint32_t i = 0; i < n; i++) {
        *out = mk(kind, 0, index, front[i].x, front[i].y);
        out += (int)i != skip[0] && (int)i != skip[1] &&
               safari__cell_in(&allowed, front[i].x, front[i].y);
    }
    e->n = e->first + (size_t)(out - e->out);
}

static void gen_action(const safari_game *g, emitter *e)
{
    int seat = g->c.active;
    if (g->c.meeples_free[seat] > 0) {
        for (int d = 0; d < 4; d++)
            if (safari__meeple_side_ok(g, d))
                emit(e, mk(SAFARI_MOVE_MEEPLE, 0, d, 0, 0));
        if (g->ts->types[CTILES(g)[g->c.placed].type].baobab)
            emit(e, mk(SAFARI_MOVE_MEEPLE, 0, SAFARI_BAOBAB, 0, 0));
    }
    if (g->c.displaced == NONE8)
        for (int r = 0; r < SAFARI_RANGERS; r++)
            if (g->c.ranger_on[r])
                gen_ranger_cells(g, e, SAFARI_MOVE_RANGER, r);
    gen_watering_holes(g, e, seat);
    emit(e, mk(SAFARI_MOVE_PASS, 0, 0, 0, 0));
}

/* The feature being scored (at a boost decision). */
static const feature *scored_feature(const safari_game *g)
{
    int root = safari__feature_of_side(g, g->c.placed, g->c.feat[g->c.cursor]);
    return &CFEATS(g)[root];
}

/* Species a seat may boost a feature with: held, and not on the feature;
 * with distinct boosts, not added to it by an earlier scorer either. */
uint8_t safari__boost_species(const safari_game *g, int seat, const feature *f)
{
    uint8_t bits = held_species(g, seat);
    if (g->opt.boosts == SAFARI_BOOSTS_DISTINCT)
        bits &= (uint8_t)~g->c.boost_added;
    for (int s = 0; s < SAFARI_SPECIES; s++)
        if (f->animals[s])
            bits &= (uint8_t)~(1u << s);
    return bits;
}

static void gen_boost(const safari_game *g, emitter *e)
{
    uint8_t allowed = safari__boost_species(g, safari__to_move(g), scored_feature(g));
    for (int s = 0; s < SAFARI_SPECIES; s++)
        if (allowed & (1u << s))
            emit(e, mk(SAFARI_MOVE_BOOST, s, 0, 0, 0));
    emit(e, mk(SAFARI_MOVE_BOOST, SAFARI_NO_SPECIES, 0, 0, 0));
}


/* A legal move with every field its kind does not use set to zero: apply
 * accepts noise there (only the used fields are checked), but the history
 * returns moves exactly as the generator makes them. */
safari_move safari__move_clean(const safari_move *m)
{
    enum { SP = 1, IX = 2, TL = 4, XY = 8 };
    static const uint8_t used[] = {
        [SAFARI_MOVE_DRAW] = IX | TL,    [SAFARI_MOVE_TOKEN] = SP,
        [SAFARI_MOVE_PLACE] = IX | XY,   [SAFARI_MOVE_DISCARD] = 0,
        [SAFARI_MOVE_MEEPLE] = IX,       [SAFARI_MOVE_RANGER] = IX | XY,
        [SAFARI_MOVE_DIG] = SP | IX | XY, [SAFARI_MOVE_EXPAND] = SP | IX | XY,
        [SAFARI_MOVE_PASS] = 0,          [SAFARI_MOVE_BOOST] = SP,
        [SAFARI_MOVE_PARK] = XY};
    uint8_t u = m->kind < sizeof used ? used[m->kind] : 0;
    safari_move c = {m->kind, u & SP ? m->species : 0, u & IX ? m->index : 0,
                     u & TL ? m->tile : 0, u & XY ? m->x : 0, u & XY ? m->y : 0};
    return c;
}

size_t safari__legal_moves(const safari_game *g, safari_move *out, uint32_t *weights, size_t cap)
{
    return safari__legal_moves_window(g, 0, out, weights, cap);
}

size_t safari__legal_moves_window(const safari_game *g, size_t first, safari_move *out,
                                  uint32_t *weights, size_t cap)
{
    emitter e = {out, weights, cap, 0, first};
    switch (safari__decision_kind(g)) {
    case SAFARI_DECISION_DRAW: gen_draw(g, &e); return e.n;
    case SAFARI_DECISION_TOKEN: gen_token(g, &e); return e.n;
    case SAFARI_DECISION_PLACE: gen_place(g, &e); break;
    case SAFARI_DECISION_ACTION: gen_action(g, &e); break;
    case SAFARI_DECISION_BOOST: gen_boost(g, &e); break;
    case SAFARI_DECISION_PARK: gen_ranger_cells(g, &e, SAFARI_MOVE_PARK, g->c.displaced); break;
    default: return 0;
    }
    if (weights)
        for (size_t i = first; i < e.n && i - first < cap; i++)
            weights[i - first] = 1;
    return e.n;
}

static int is_legal_action(const safari_game *g, const safari_move *m)
{
    int seat = g->c.active;
    switch (m->kind) {
    case SAFARI_MOVE_PASS:
        return 1;
    case SAFARI_MOVE_MEEPLE:
        if (!g->c.meeples_free[seat])
            return 0;
        if (m->index == SAFARI_BAOBAB)
            return g->ts->types[CTILES(g)[g->c.placed].type].baobab;
        return m->index < 4 && safari__meeple_side_ok(g, m->index);
    case SAFARI_MOVE_RANGER:
        return g->c.displaced == NONE8 && m->index < SAFARI_RANGERS &&
               g->c.ranger_on[m->index] && safari__ranger_cell_ok(g, m->index, m->x, m->y, 1);
    case SAFARI_MOVE_DIG:
    case SAFARI_MOVE_EXPAND: {
        int t = safari__tile_at(g, m->x, m->y);
        if (t < 0 || m->index > 3 || m->species >= SAFARI_SPECIES || !g->c.supply[seat][m->species])
            return 0;
        uint8_t group;
        int kind = safari__slot_kind(g, t, m->index, &group);
        if (kind != m->kind)
            return 0;
        return kind == SAFARI_MOVE_DIG ? g->c.meeples_free[seat] > 0
                                       : !(group & (1u << m->species));
    }
    default:
        return 0;
    }
}

int safari__is_legal(const safari_game *g, const safari_move *m)
{
    switch (safari__decision_kind(g)) {
    case SAFARI_DECISION_DRAW: {
        int f = m->kind == SAFARI_MOVE_DRAW ? safari__tileset_face(g->ts, m->tile, m->index) : -1;
        return f >= 0 && CSTACK(g)[f] > 0;
    }
    case SAFARI_DECISION_TOKEN:
        return m->kind == SAFARI_MOVE_TOKEN && m->species < SAFARI_SPECIES && g->c.bag[m->species];
    case SAFARI_DECISION_PLACE: {
        int type = g->ts->faces[g->c.hand].type;
        if (m->kind == SAFARI_MOVE_DISCARD)
            return !safari__any_placement(g, type);
        return m->kind == SAFARI_MOVE_PLACE && m->index < 4 &&
               safari__can_place(g, type, m->index, m->x, m->y);
    }
    case SAFARI_DECISION_ACTION:
        return is_legal_action(g, m);
    case SAFARI_DECISION_BOOST: {
        if (m->kind != SAFARI_MOVE_BOOST)
            return 0;
        if (m->species == SAFARI_NO_SPECIES)
            return 1;
        return m->species < SAFARI_SPECIES &&
               (safari__boost_species(g, safari__to_move(g), scored_feature(g)) >> m->species) & 1;
    }
    case SAFARI_DECISION_PARK:
        return m->kind == SAFARI_MOVE_PARK &&
               safari__ranger_cell_ok(g, g->c.displaced, m->x, m->y, 0);
    default:
        return 0;
    }
}
