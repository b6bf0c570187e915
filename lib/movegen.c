/* SPDX-License-Identifier: MIT */
/* Legal moves of the pending decision, and the legality check of one move.
 * Both read the same predicates (board.c, feature.c, waterhole.c), so the
 * generator and the checker cannot disagree. Never allocates. */
#include "movegen.h"
#include "board.h"
#include "bytes.h"
#include "feature.h"
#include "pieces.h"
#include "score.h"
#include "waterhole.h"

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

/* The free part of the output buffer when `more` moves fit in it from the
 * next one on (the window starts at or before it), else NULL. The fast paths
 * below write there without checking each move, and may write past the
 * moves they keep, within those `more`. */
static inline safari_move *room(const emitter *e, size_t more)
{
    return e->n >= e->first && e->n - e->first + more <= e->cap ? e->out + (e->n - e->first)
                                                                  : NULL;
}

/* The fast paths build moves as 64-bit words: a template word holding the
 * kind, species and index, or'ed with the word of a frontier cell's x and
 * y (the other fields zero). Both words come from moves through memcpy, so
 * the code does not depend on the byte order. */
_Static_assert(sizeof(safari_move) == sizeof(uint64_t), "a move is a word");
_Static_assert(offsetof(front_cell, y) == offsetof(front_cell, x) + 2 &&
                   offsetof(safari_move, y) == offsetof(safari_move, x) + 2,
               "x and y adjacent");
static inline uint64_t move_word(safari_move m)
{
    uint64_t w;
    memcpy(&w, &m, sizeof w);
    return w;
}

static inline uint64_t cell_word(const front_cell *f)
{
#if SAFARI_LITTLE_ENDIAN_FAST
    /* x and y are the entry's low half and the move's high half: one shift,
     * which lets the compiler build several moves per instruction */
    _Static_assert(sizeof(front_cell) == 8 && offsetof(front_cell, x) == 0 &&
                       offsetof(safari_move, x) == 4, "layouts");
    uint64_t w;
    memcpy(&w, f, sizeof w);
    return w << 32;
#else
    safari_move m = {0, 0, 0, 0, 0, 0};
    memcpy(&m.x, &f->x, 2 * sizeof m.x);
    return move_word(m);
#endif
}

static inline void put_word(safari_move *out, uint64_t w)
{
    memcpy(out, &w, sizeof w);
}

static void gen_draw(const safari_game *g, emitter *e)
{
    const uint8_t *stack = CSTACK(g);
    const safari_move *draws = g->ts->draws;
    int nfaces = g->ts->nfaces;
    safari_move *out = room(e, (size_t)nfaces);
    if (out && e->weights) { /* every face written, kept when in the stack */
        uint32_t *w = e->weights + (e->n - e->first);
        size_t k = 0;
        for (int f = 0; f < nfaces; f++) {
            out[k] = draws[f];
            w[k] = stack[f];
            k += stack[f] != 0;
        }
        e->n += k;
        return;
    }
    for (int f = 0; f < nfaces; f++)
        if (stack[f])
            emit_weighted(e, draws[f], stack[f]);
}

static void gen_token(const safari_game *g, emitter *e)
{
    for (int s = 0; s < SAFARI_SPECIES; s++)
        if (g->c.bag[s])
            emit_weighted(e, mk(SAFARI_MOVE_TOKEN, s, 0, 0, 0), g->c.bag[s]);
}

/* The rotations in a 4-bit set, in order, and how many there are. */
static const uint8_t rot_nth[16][4] = {
    {0}, {0}, {1}, {0, 1}, {2}, {0, 2}, {1, 2}, {0, 1, 2},
    {3}, {0, 3}, {1, 3}, {0, 1, 3}, {2, 3}, {0, 2, 3}, {1, 2, 3}, {0, 1, 2, 3}};
static const uint8_t rot_count[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

static void gen_place(const safari_game *g, emitter *e)
{
    const uint8_t *fits = g->ts->types[g->ts->faces[g->c.hand].type].fits;
    const front_cell *front = CFRONT(g);
    uint32_t nfront = g->c.nfront;
    /* Only the window forbids frontier cells (the table's never joined). */
    int windowed = g->opt.board_limited == SAFARI_LIMIT_WINDOW;
    safari_move *out = room(e, 4 * (size_t)nfront);
    if (out && !windowed) { /* two or four words written a cell, its rotations kept */
        uint64_t rot_word[4];
        for (int r = 0; r < 4; r++)
            rot_word[r] = move_word(mk(SAFARI_MOVE_PLACE, 0, r, 0, 0));
        size_t k = 0;
        for (uint32_t i = 0; i < nfront; i++) {
            unsigned rots = fits[front[i].key] & 15u; /* no branch: it would mispredict */
            uint64_t xy = cell_word(&front[i]);
            put_word(&out[k], rot_word[rot_nth[rots][0]] | xy);
            put_word(&out[k + 1], rot_word[rot_nth[rots][1]] | xy);
            if (rot_count[rots] > 2) { /* rarer, so this branch mostly predicts */
                put_word(&out[k + 2], rot_word[rot_nth[rots][2]] | xy);
                put_word(&out[k + 3], rot_word[rot_nth[rots][3]] | xy);
            }
            k += rot_count[rots];
        }
        e->n += k;
    } else {
        cell_range allowed;
        safari__allowed_cells(g, -1, &allowed);
        for (uint32_t i = 0; i < nfront; i++) {
            if (windowed && !safari__cell_in(&allowed, front[i].x, front[i].y))
                continue;
            unsigned rots = fits[front[i].key];
            for (int r = 0; rots; r++, rots >>= 1)
                if (rots & 1)
                    emit(e, mk(SAFARI_MOVE_PLACE, 0, r, front[i].x, front[i].y));
        }
    }
    if (e->n == 0)
        emit(e, mk(SAFARI_MOVE_DISCARD, 0, 0, 0, 0));
}

static void gen_watering_holes(const safari_game *g, emitter *e, uint8_t held, int can_dig)
{
    const tile_rec *tiles = CTILES(g);
    const uint16_t *usable = G_AT(g, off_usable, const uint16_t);
    for (uint32_t i = 0; i < g->c.nusable; i++) {
        unsigned species = safari__hole_species(g, held, can_dig, i);
        const tile_rec *t = &tiles[usable[i] >> 2];
        int corner = usable[i] & 3;
        int kind = t->slot[corner] & SLOT_JOINS ? SAFARI_MOVE_EXPAND : SAFARI_MOVE_DIG;
        for (int sp = 0; species; sp++, species >>= 1)
            if (species & 1)
                emit(e, mk(kind, sp, corner, t->x, t->y));
    }
}

/* Frontier cells free of rangers: `ranger r X Y` (not its own cell, not the
 * other's) or `park X Y` for the displaced ranger r, the runs of the walk
 * (board.h). The hottest loop of a random game: without a window every
 * position of a run is taken, so the cells are copied run by run. */
static void gen_ranger_cells(const safari_game *g, emitter *e, int kind, int r)
{
    const front_cell *front = CFRONT(g);
    int index = kind == SAFARI_MOVE_RANGER ? r : 0;
    uint32_t n = g->c.nfront;
    ranger_walk w;
    safari__ranger_walk_init(g, &w);
    ranger_runs runs = safari__ranger_runs(&w, n);
    safari_move *out = room(e, n);
    if (out && !w.windowed) {
        uint64_t word = move_word(mk(kind, 0, index, 0, 0));
        safari_move *o = out;
        for (int run = 0; run < 3; run++)
            for (uint32_t i = runs.from[run]; i < runs.to[run]; i++)
                put_word(o++, word | cell_word(&front[i]));
        SAFARI_ASSERT((size_t)(o - out) <= n); /* what room() made */
        e->n += (size_t)(o - out);
        return;
    }
    safari__ranger_walk_allow(g, r, &w);
    for (int run = 0; run < 3; run++)
        for (uint32_t i = runs.from[run]; i < runs.to[run]; i++)
            if (safari__cell_in(&w.allowed, front[i].x, front[i].y))
                emit(e, mk(kind, 0, index, front[i].x, front[i].y));
}

/* gen_action: the action walk's visitor that lists the moves. */
static inline void gen_meeples(void *ctx, const safari_game *g, unsigned bits)
{
    (void)g;
    for (int d = 0; d <= SAFARI_BAOBAB; d++) /* a fixed count: unrolled */
        if ((bits >> d) & 1)
            emit(ctx, mk(SAFARI_MOVE_MEEPLE, 0, d, 0, 0));
}

static inline void gen_rangers(void *ctx, const safari_game *g, unsigned bits)
{
    for (int r = 0; r < SAFARI_RANGERS; r++)
        if ((bits >> r) & 1)
            gen_ranger_cells(g, ctx, SAFARI_MOVE_RANGER, r);
}

static inline void gen_holes(void *ctx, const safari_game *g, uint8_t held, int can_dig)
{
    gen_watering_holes(g, ctx, held, can_dig);
}

static inline void gen_pass(void *ctx, const safari_game *g)
{
    (void)g;
    emit(ctx, mk(SAFARI_MOVE_PASS, 0, 0, 0, 0));
}

static void gen_action(const safari_game *g, emitter *e)
{
    static const action_visitor lister = {gen_meeples, gen_rangers, gen_holes, gen_pass};
    safari__action_walk(g, &lister, e);
}

static inline void skip_rangers(void *ctx, const safari_game *g, unsigned bits)
{
    (void)ctx, (void)g, (void)bits;
}

/* gen_action without the ranger moves (safari__search_moves_window). */
static void gen_action_no_rangers(const safari_game *g, emitter *e)
{
    static const action_visitor lister = {gen_meeples, skip_rangers, gen_holes, gen_pass};
    safari__action_walk(g, &lister, e);
}

/* The feature being scored (at a boost decision). */
static const feature *scored_feature(const safari_game *g)
{
    return &CFEATS(g)[g->c.placed_root[g->c.feat[g->c.cursor]]];
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

size_t safari__search_moves_window(const safari_game *g, size_t first, safari_move *out,
                                   size_t cap)
{
    if (safari__decision_kind(g) != SAFARI_DECISION_ACTION)
        return safari__legal_moves_window(g, first, out, NULL, cap);
    emitter e = {out, NULL, cap, 0, first};
    gen_action_no_rangers(g, &e);
    return e.n;
}

/* The action walk as a filter of one move: the rule's parts, each asked
 * of this move alone (a ranger's cell through the walk's own check, a
 * watering hole through its slot) rather than listed. */
static int is_legal_action(const safari_game *g, const safari_move *m)
{
    switch (m->kind) {
    case SAFARI_MOVE_PASS:
        return 1;
    case SAFARI_MOVE_MEEPLE:
        return m->index <= SAFARI_BAOBAB && (safari__action_meeples(g) >> m->index) & 1;
    case SAFARI_MOVE_RANGER:
        return m->index < SAFARI_RANGERS && (safari__action_rangers(g) >> m->index) & 1 &&
               safari__ranger_cell_ok(g, m->index, m->x, m->y);
    case SAFARI_MOVE_DIG:
    case SAFARI_MOVE_EXPAND: {
        int t = safari__tile_at(g, m->x, m->y);
        if (t < 0 || m->index > 3 || m->species >= SAFARI_SPECIES ||
            !((safari__action_held(g) >> m->species) & 1))
            return 0;
        uint8_t group;
        int kind = safari__slot_kind(g, t, m->index, &group);
        if (kind != m->kind)
            return 0;
        return kind == SAFARI_MOVE_DIG ? safari__action_can_dig(g)
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
               safari__ranger_cell_ok(g, g->c.displaced, m->x, m->y);
    default:
        return 0;
    }
}

/* ---- Counting path for samplers (playout.c) ------------------------------
 * The same moves as the generators above, in the same order, counted per
 * part and built one at a time, so that a uniform pick costs a count and
 * one walk instead of writing the whole list. Each function mirrors the
 * generator named in its comment; test_playout.c checks them against it. */

/* Set bits of a 5-bit mask (rotations, species): one table look-up. */
static inline size_t bits5(unsigned v)
{
    static const uint8_t n[32] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
                                  1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5};
    return n[v & 31u];
}

/* gen_place: the rotations a frontier cell takes, within the window. */
static unsigned place_rots(const uint8_t *fits, const cell_range *allowed, const front_cell *f)
{
    return safari__cell_in(allowed, f->x, f->y) ? fits[f->key] & 15u : 0;
}

/* The (z mod count)-th placement: one pass counts the placements before
 * each frontier cell; the pick is then in the last cell that starts at or
 * before it (that cell takes the tile: the next one starts after the pick),
 * found by counting the cells that do. */
static void pick_place(const safari_game *g, uint64_t z, safari_move *out)
{
    const uint8_t *fits = g->ts->types[g->ts->faces[g->c.hand].type].fits;
    const front_cell *front = CFRONT(g);
    uint32_t nfront = g->c.nfront;
    /* the frontier's capacity (game.c); 4 placements a cell fit 16 bits */
    _Static_assert(4 * 4 * MAX_TILES <= UINT16_MAX, "placements counted in 16 bits");
    uint16_t first[4 * MAX_TILES];
    SAFARI_ASSERT(nfront <= 4 * MAX_TILES);
    uint32_t n = 0;
    if (g->opt.board_limited == SAFARI_LIMIT_WINDOW) {
        cell_range allowed;
        safari__allowed_cells(g, -1, &allowed);
        for (uint32_t i = 0; i < nfront; i++) {
            first[i] = (uint16_t)n;
            n += rot_count[place_rots(fits, &allowed, &front[i])];
        }
    } else {
        for (uint32_t i = 0; i < nfront; i++) {
            first[i] = (uint16_t)n;
            n += rot_count[fits[front[i].key] & 15u];
        }
    }
    if (n == 0) {
        *out = mk(SAFARI_MOVE_DISCARD, 0, 0, 0, 0);
        return;
    }
    uint16_t k = (uint16_t)(z % n);
    uint32_t lo = 0;
    for (uint32_t i = 1; i < nfront; i++) /* no branch: the loop vectorizes */
        lo += first[i] <= k;
    const front_cell *f = &front[lo];
    unsigned rots = fits[f->key] & 15u;
    *out = mk(SAFARI_MOVE_PLACE, 0, rot_nth[rots][k - first[lo]], f->x, f->y);
}

/* The k-th move of the walk (gen_ranger_cells), k < w->count: the k-th
 * position of its runs; without a window found by arithmetic, stepping
 * over the rangers' positions (the runs' ends), lower first. */
static safari_move ranger_walk_nth(const safari_game *g, const ranger_walk *w, int kind, int r,
                                   size_t k)
{
    SAFARI_ASSERT(k < w->count);
    const front_cell *front = CFRONT(g);
    uint32_t i = (uint32_t)k;
    if (!w->windowed) {
        i += i >= w->lo;
        i += i >= w->hi;
    } else {
        ranger_runs runs = safari__ranger_runs(w, g->c.nfront);
        i = g->c.nfront;
        for (int run = 0; run < 3 && i == g->c.nfront; run++)
            for (uint32_t j = runs.from[run]; j < runs.to[run]; j++)
                if (safari__cell_in(&w->allowed, front[j].x, front[j].y) && k-- == 0) {
                    i = j;
                    break;
                }
    }
    SAFARI_ASSERT(i < g->c.nfront && i != w->lo && i != w->hi);
    const front_cell *f = &front[i];
    return mk(kind, 0, kind == SAFARI_MOVE_RANGER ? r : 0, f->x, f->y);
}

/* gen_watering_holes: the k-th dig or expand move (k below the count of
 * the walk's holes part: parts_holes). */
void safari__hole_nth(const safari_game *g, size_t k, safari_move *out)
{
    /* the holes' part of the rule alone (the meeples' asks the features) */
    uint8_t held = safari__action_held(g);
    int can_dig = safari__action_can_dig(g);
    for (uint32_t i = 0;; i++) {
        SAFARI_ASSERT(i < g->c.nusable);
        unsigned bits = safari__hole_species(g, held, can_dig, i);
        size_t c = bits5(bits);
        if (k >= c) {
            k -= c;
            continue;
        }
        uint16_t u = G_AT(g, off_usable, const uint16_t)[i];
        const tile_rec *t = &CTILES(g)[u >> 2];
        int kind = t->slot[u & 3] & SLOT_JOINS ? SAFARI_MOVE_EXPAND : SAFARI_MOVE_DIG;
        for (int s = 0;; s++)
            if ((bits >> s) & 1 && k-- == 0) {
                *out = mk(kind, s, u & 3, t->x, t->y);
                return;
            }
    }
}

/* The action walk's visitor that counts each part (the meeple moves
 * built, the rangers' walks limited) for nth_action. */
static inline void parts_meeples(void *ctx, const safari_game *g, unsigned bits)
{
    (void)g;
    action_walk *a = ctx;
    SAFARI_ASSERT(bits < 1u << (SAFARI_BAOBAB + 1)); /* meeple[] holds 5 */
    size_t n = 0;
    for (int d = 0; d <= SAFARI_BAOBAB; d++) /* a fixed count: unrolled */
        if ((bits >> d) & 1)
            a->meeple[n++] = mk(SAFARI_MOVE_MEEPLE, 0, d, 0, 0);
    a->parts[ACTION_MEEPLES] = n;
}

static inline void parts_rangers(void *ctx, const safari_game *g, unsigned bits)
{
    action_walk *a = ctx;
    safari__ranger_walk_init(g, &a->ranger[0]); /* the positions, looked up once */
    a->ranger[1] = a->ranger[0];
    size_t n = 0;
    for (int r = 0; r < SAFARI_RANGERS; r++)
        if ((bits >> r) & 1) {
            safari__ranger_walk_limit(g, r, &a->ranger[r]);
            n += a->ranger[r].count;
        }
    a->parts[ACTION_RANGERS] = n;
}

static inline void parts_holes(void *ctx, const safari_game *g, uint8_t held, int can_dig)
{
    size_t n = 0;
    for (uint32_t i = 0; i < g->c.nusable; i++)
        n += bits5(safari__hole_species(g, held, can_dig, i));
    ((action_walk *)ctx)->parts[ACTION_HOLES] = n;
}

static inline void parts_pass(void *ctx, const safari_game *g)
{
    (void)g;
    ((action_walk *)ctx)->parts[ACTION_PASS] = 1;
}

size_t safari__action_parts(const safari_game *g, action_walk *a)
{
    static const action_visitor counter = {parts_meeples, parts_rangers, parts_holes, parts_pass};
    size_t n = 0;
    for (int p = 0; p < ACTION_PARTS; p++)
        a->parts[p] = 0;
    a->ranger[0].count = a->ranger[1].count = 0;
    safari__action_walk(g, &counter, a);
    for (int p = 0; p < ACTION_PARTS; p++)
        n += a->parts[p];
    return n;
}

static void nth_action(const safari_game *g, const action_walk *a, size_t k, safari_move *out)
{
    SAFARI_ASSERT(a->parts[ACTION_RANGERS] == a->ranger[0].count + a->ranger[1].count);
    /* the part k falls in, scanned in the walk's order */
    int p = 0;
    while (p < ACTION_PASS && k >= a->parts[p])
        k -= a->parts[p++];
    SAFARI_ASSERT(k < a->parts[p]); /* k below the parts' sum */
    switch (p) {
    case ACTION_MEEPLES:
        *out = a->meeple[k];
        break;
    case ACTION_RANGERS: {
        int r = k < a->ranger[0].count ? 0 : 1;
        k -= r ? a->ranger[0].count : 0;
        *out = ranger_walk_nth(g, &a->ranger[r], SAFARI_MOVE_RANGER, r, k);
        break;
    }
    case ACTION_HOLES:
        safari__hole_nth(g, k, out);
        break;
    default:
        *out = mk(SAFARI_MOVE_PASS, 0, 0, 0, 0);
    }
}

/* gen_boost: the allowed species, then `boost -`. */
size_t safari__boost_count(const safari_game *g)
{
    return bits5(safari__boost_species(g, safari__to_move(g), scored_feature(g)));
}

static void nth_boost(const safari_game *g, size_t k, safari_move *out)
{
    unsigned bits = safari__boost_species(g, safari__to_move(g), scored_feature(g));
    for (int s = 0; s < SAFARI_SPECIES; s++)
        if ((bits >> s) & 1 && k-- == 0) {
            *out = mk(SAFARI_MOVE_BOOST, s, 0, 0, 0);
            return;
        }
    *out = mk(SAFARI_MOVE_BOOST, SAFARI_NO_SPECIES, 0, 0, 0);
}

void safari__move_pick(const safari_game *g, int kind, uint64_t z, safari_move *out)
{
    action_walk a;
    ranger_walk w;
    SAFARI_ASSERT(kind == safari__decision_kind(g));
    switch (kind) {
    case SAFARI_DECISION_PLACE: pick_place(g, z, out); return;
    case SAFARI_DECISION_ACTION: {
        size_t n = safari__action_parts(g, &a);
        nth_action(g, &a, (size_t)(z % n), out);
        return;
    }
    case SAFARI_DECISION_BOOST: nth_boost(g, (size_t)(z % (safari__boost_count(g) + 1)), out); return;
    case SAFARI_DECISION_PARK:
        safari__ranger_walk_init(g, &w);
        safari__ranger_walk_limit(g, g->c.displaced, &w);
        SAFARI_ASSERT(w.count > 0);
        *out = ranger_walk_nth(g, &w, SAFARI_MOVE_PARK, g->c.displaced, (size_t)(z % w.count));
        return;
    default: /* chance and the end: playout.c picks chance by weight */
        SAFARI_ASSERT(safari__to_move(g) >= 0); /* a seat's decision */
        memset(out, 0, sizeof *out);
        return;
    }
}

/* gen_draw, gen_token: the total weight, and the outcome in whose share of
 * the cumulative weights r (0 .. total - 1) falls. */
uint32_t safari__chance_total(const safari_game *g, int kind)
{
    uint32_t total = 0;
    SAFARI_ASSERT(kind == safari__decision_kind(g));
    if (kind == SAFARI_DECISION_DRAW)
        return g->c.stack_total;
    for (int s = 0; s < SAFARI_SPECIES; s++)
        total += g->c.bag[s];
    return total;
}

/* How many of the 8 bytes of `prefix` are at most r (< 256), without a
 * branch: each byte in a 16-bit lane, where r + 256 - byte keeps bit 8
 * exactly when byte <= r; the lanes' bits summed by a multiply. */
static inline uint32_t faces_within(uint64_t prefix, uint32_t r)
{
    const uint64_t lanes = 0x00FF00FF00FF00FFull, bit8 = 0x0100010001000100ull;
    uint64_t rr = (uint64_t)r * 0x0001000100010001ull | bit8;
    uint64_t even = ((rr - (prefix & lanes)) & bit8) >> 8;
    uint64_t odd = ((rr - ((prefix >> 8) & lanes)) & bit8) >> 8;
    return (uint32_t)(((even + odd) * 0x0001000100010001ull) >> 48);
}

void safari__chance_pick(const safari_game *g, int kind, uint32_t r, safari_move *out)
{
    SAFARI_ASSERT(kind == safari__decision_kind(g));
    if (kind == SAFARI_DECISION_TOKEN) {
        int s = 0;
        while (r >= g->c.bag[s])
            r -= g->c.bag[s++];
        *out = mk(SAFARI_MOVE_TOKEN, s, 0, 0, 0);
        return;
    }
    const uint8_t *stack = CSTACK(g);
    int f = 0, nfaces = g->ts->nfaces;
    /* Eight faces at a time: their counts summed in one multiply, exact
     * because a tile set has at most 200 land tiles (< 256). Face f + i is
     * byte i of the word (bytes.h: the same on every byte order). */
    _Static_assert(SAFARI_MAX_LAND_TILES < 256, "byte sums");
    for (; f + 8 <= nfaces; f += 8) {
        uint64_t eight = safari__load_le64(stack + f);
        /* byte i of the product: the counts of faces f .. f + i */
        uint64_t prefix = eight * 0x0101010101010101ull;
        uint32_t sum = (uint32_t)(prefix >> 56);
        if (r < sum) { /* the faces whose running count is at most r */
            *out = g->ts->draws[(uint32_t)f + faces_within(prefix, r)];
            return;
        }
        r -= sum;
    }
    while (r >= stack[f])
        r -= stack[f++];
    *out = g->ts->draws[f];
}
