/* Legal moves of the pending decision, and the legality check of one move.
 * Both read the same predicates (board.c, features.c, waterhole.c), so the
 * generator and the checker cannot disagree. Never allocates. */
#include "game.h"

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

/* Appends moves while there is room, and counts them all. */
typedef struct emitter {
    safari_move *out;
    uint32_t *weights;
    size_t cap;
    size_t n;
} emitter;

static inline void emit(emitter *e, int kind, int species, int index, int x, int y, uint32_t w)
{
    if (e->n < e->cap) {
        safari_move *m = &e->out[e->n];
        m->kind = (uint8_t)kind;
        m->species = (uint8_t)species;
        m->index = (uint8_t)index;
        m->tile = 0;
        m->x = (int16_t)x;
        m->y = (int16_t)y;
        if (e->weights)
            e->weights[e->n] = w;
    }
    e->n++;
}

static void gen_draw(const safari_game *g, emitter *e)
{
    const uint8_t *stack = CSTACK(g);
    for (int f = 0; f < g->ts->nfaces; f++) {
        if (!stack[f])
            continue;
        const ts_face *face = &g->ts->faces[f];
        size_t at = e->n;
        emit(e, SAFARI_MOVE_DRAW, 0, face->copy, 0, 0, stack[f]);
        if (at < e->cap)
            e->out[at].tile = g->ts->types[face->type].id;
    }
}

static void gen_token(const safari_game *g, emitter *e)
{
    for (int s = 0; s < SAFARI_SPECIES; s++)
        if (g->c.bag[s])
            emit(e, SAFARI_MOVE_TOKEN, s, 0, 0, 0, g->c.bag[s]);
}

static void gen_place(const safari_game *g, emitter *e)
{
    const ts_orient *o = g->ts->types[g->ts->faces[g->c.hand].type].orient;
    const front_cell *front = CFRONT(g);
    for (uint32_t i = 0; i < g->c.nfront; i++)
        for (int r = 0; r < 4; r++)
            if ((o[r].code & front[i].mask) == front[i].req)
                emit(e, SAFARI_MOVE_PLACE, 0, r, front[i].x, front[i].y, 1);
    if (e->n == 0)
        emit(e, SAFARI_MOVE_DISCARD, 0, 0, 0, 0, 1);
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
    for (int t = 0; t < g->c.nplaced; t++)
        for (int k = 0; k < 4; k++) {
            uint8_t group;
            int kind = safari__slot_kind(g, t, k, &group);
            if (!kind || (kind == SAFARI_MOVE_DIG && !can_dig))
                continue;
            uint8_t allowed = (uint8_t)(held & ~group);
            for (int s = 0; s < SAFARI_SPECIES; s++)
                if (allowed & (1u << s))
                    emit(e, kind, s, k, tiles[t].x, tiles[t].y, 1);
        }
}

static void gen_action(const safari_game *g, emitter *e)
{
    int seat = g->c.active;
    if (g->c.meeples_free[seat] > 0) {
        for (int d = 0; d < 4; d++)
            if (safari__meeple_side_ok(g, d))
                emit(e, SAFARI_MOVE_MEEPLE, 0, d, 0, 0, 1);
        if (g->ts->types[CTILES(g)[g->c.placed].type].baobab)
            emit(e, SAFARI_MOVE_MEEPLE, 0, SAFARI_BAOBAB, 0, 0, 1);
    }
    if (g->c.displaced == NONE8) {
        const front_cell *front = CFRONT(g);
        for (int r = 0; r < SAFARI_RANGERS; r++) {
            if (!g->c.ranger_on[r])
                continue;
            for (uint32_t i = 0; i < g->c.nfront; i++)
                if (safari__ranger_cell_ok(g, r, front[i].x, front[i].y, 1))
                    emit(e, SAFARI_MOVE_RANGER, 0, r, front[i].x, front[i].y, 1);
        }
    }
    gen_watering_holes(g, e, seat);
    emit(e, SAFARI_MOVE_PASS, 0, 0, 0, 0, 1);
}

/* The feature being scored (at a boost decision). */
static const feature *scored_feature(const safari_game *g)
{
    int root = safari__feature_of_side(g, g->c.placed, g->c.feat[g->c.cursor]);
    return &CFEATS(g)[root];
}

static void gen_boost(const safari_game *g, emitter *e)
{
    const feature *f = scored_feature(g);
    int seat = safari__to_move(g);
    for (int s = 0; s < SAFARI_SPECIES; s++)
        if (g->c.supply[seat][s] && !f->animals[s])
            emit(e, SAFARI_MOVE_BOOST, s, 0, 0, 0, 1);
    emit(e, SAFARI_MOVE_BOOST, SAFARI_NO_SPECIES, 0, 0, 0, 1);
}

static void gen_park(const safari_game *g, emitter *e)
{
    const front_cell *front = CFRONT(g);
    for (uint32_t i = 0; i < g->c.nfront; i++)
        if (safari__ranger_cell_ok(g, g->c.displaced, front[i].x, front[i].y, 0))
            emit(e, SAFARI_MOVE_PARK, 0, 0, front[i].x, front[i].y, 1);
}

size_t safari__legal_moves(const safari_game *g, safari_move *out, uint32_t *weights, size_t cap)
{
    emitter e = {out, weights, cap, 0};
    switch (safari__decision_kind(g)) {
    case SAFARI_DECISION_DRAW: gen_draw(g, &e); break;
    case SAFARI_DECISION_TOKEN: gen_token(g, &e); break;
    case SAFARI_DECISION_PLACE: gen_place(g, &e); break;
    case SAFARI_DECISION_ACTION: gen_action(g, &e); break;
    case SAFARI_DECISION_BOOST: gen_boost(g, &e); break;
    case SAFARI_DECISION_PARK: gen_park(g, &e); break;
    default: break;
    }
    return e.n;
}

/* The land face a `draw TT/K` names, or -1. */
static int face_of_draw(const safari_game *g, const safari_move *m)
{
    for (int f = 0; f < g->ts->nfaces; f++) {
        const ts_face *face = &g->ts->faces[f];
        if (face->copy == m->index && g->ts->types[face->type].id == m->tile)
            return f;
    }
    return -1;
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
        int f = m->kind == SAFARI_MOVE_DRAW ? face_of_draw(g, m) : -1;
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
        int seat = safari__to_move(g);
        return m->species < SAFARI_SPECIES && g->c.supply[seat][m->species] &&
               !scored_feature(g)->animals[m->species];
    }
    case SAFARI_DECISION_PARK:
        return m->kind == SAFARI_MOVE_PARK &&
               safari__ranger_cell_ok(g, g->c.displaced, m->x, m->y, 0);
    default:
        return 0;
    }
}
