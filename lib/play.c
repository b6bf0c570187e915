/* SPDX-License-Identifier: MIT */
/* Applying moves: each move resolves the pending decision, then the turn's
 * state machine runs the automatic steps (docs/rules.md sections 3 to 6) until the next
 * decision. Everything it changes is saved in the journal first. */
#include "play.h"
#include "board.h"
#include "feature.h"
#include "movegen.h"
#include "pieces.h"
#include "score.h"
#include "waterhole.h"
#include "zobrist.h"

static void ranger_set(safari_game *g, int r, int on, int32_t x, int32_t y)
{
    safari__save(g, &g->c.ranger[r], sizeof g->c.ranger[r]);
    if (g->c.ranger[r].on)
        safari__hash_toggle(g, ZK_RANGER, (uint32_t)r,
                            safari__cell_id(g->c.ranger[r].x, g->c.ranger[r].y));
    g->c.ranger[r].on = (uint8_t)on;
    g->c.ranger[r].x = (int16_t)x;
    g->c.ranger[r].y = (int16_t)y;
    g->c.ranger[r].front = on ? safari__front_pos(g, x, y) : NO_FRONT;
    if (on)
        safari__hash_toggle(g, ZK_RANGER, (uint32_t)r, safari__cell_id(x, y));
}

static int bag_total(const safari_game *g)
{
    int n = 0;
    for (int s = 0; s < SAFARI_SPECIES; s++)
        n += g->c.bag[s];
    return n;
}

/* A token draw is about to be posed: refill the bag from the discard pile
 * if it is empty; with both empty the draws are skipped. */
static int token_draw_possible(safari_game *g)
{
    if (bag_total(g))
        return 1;
    int any = 0;
    for (int s = 0; s < SAFARI_SPECIES; s++) {
        int n = g->c.discard[s];
        any |= n;
        safari__discard_add(g, s, -n);
        safari__bag_add(g, s, n);
    }
    return any != 0;
}

static void end_turn(safari_game *g)
{
    g->c.active = (uint8_t)((g->c.active + 1) % g->opt.seats);
    g->c.placed = NONE8;
    g->c.displaced = NONE8;
    g->c.phase = PH_DRAW;
}

static void end_game(safari_game *g)
{
    int32_t add[SAFARI_MAX_SEATS];
    safari__final_scoring(g, add, g);
    for (int s = 0; s < g->opt.seats; s++)
        safari__score_points(g, s, add[s]);
    g->c.phase = PH_END;
}

static void enter_features(safari_game *g)
{
    g->c.phase = PH_FEATURES;
    g->c.nfeat = (uint8_t)safari__completed_features(g, g->c.feat);
    g->c.cursor = 0;
    g->c.boost_pos = 0;
    g->c.boosted = 0;
    g->c.boost_added = 0;
}

static void enter_baobabs(safari_game *g, int phase)
{
    g->c.phase = (uint8_t)phase;
    g->c.cursor = 0;
}

/* The placed tile, then its neighbours N, NE, E, SE, S, SW, W, NW. */
static const int8_t ring9_dx[9] = {0, 0, 1, 1, 1, 0, -1, -1, -1};
static const int8_t ring9_dy[9] = {0, 1, 1, 0, -1, -1, -1, 0, 1};

static int surrounded(const safari_game *g, const tile_rec *t)
{
    for (int i = 1; i < 9; i++)
        if (safari__tile_at(g, t->x + ring9_dx[i], t->y + ring9_dy[i]) < 0)
            return 0;
    return 1;
}

/* Whether any meeple stands on a baobab within one cell of t: most turns
 * have none, and then the nine cells need not be looked at. */
static int baobab_meeple_near(const safari_game *g, const tile_rec *t)
{
    if (g->c.baobab_meeples == 0)
        return 0;
    for (int s = 0; s < g->opt.seats; s++)
        for (int i = 0; i < SAFARI_MEEPLES; i++) {
            const meeple_loc *m = &g->c.meeple[s][i];
            if (m->kind != SAFARI_AT_BAOBAB)
                continue;
            const tile_rec *b = &CTILES(g)[m->tile];
            if (b->x - t->x <= 1 && t->x - b->x <= 1 && b->y - t->y <= 1 && t->y - b->y <= 1)
                return 1;
        }
    return 0;
}

/* Scores the next completed baobab with a meeple, from the cursor on:
 * meeple home, then two token draws for its owner. 0 when none is left. */
static int next_baobab(safari_game *g)
{
    const tile_rec *placed = &CTILES(g)[g->c.placed];
    if (g->c.cursor == 0 && !baobab_meeple_near(g, placed))
        g->c.cursor = 9;
    while (g->c.cursor < 9) {
        int i = g->c.cursor++;
        int t = safari__tile_at(g, placed->x + ring9_dx[i], placed->y + ring9_dy[i]);
        if (t < 0 || !g->ts->types[CTILES(g)[t].type].baobab || !surrounded(g, &CTILES(g)[t]))
            continue;
        for (int s = 0; s < g->opt.seats; s++)
            for (int j = 0; j < SAFARI_MEEPLES; j++) {
                const meeple_loc *m = &g->c.meeple[s][j];
                if (m->kind != SAFARI_AT_BAOBAB || m->tile != t)
                    continue;
                safari__meeple_return(g, s, j);
                safari__event(g, SAFARI_EVENT_BAOBAB, s, 0, t, SAFARI_BAOBAB);
                g->c.tok_pending = 2;
                g->c.tok_recipient = (uint8_t)s;
                return 1;
            }
    }
    return 0;
}

/* Step 4c: the completed features in canonical order, each with its boost
 * decisions. Returns 1 when a boost decision is pending. */
static int score_features(safari_game *g)
{
    int n = g->opt.seats;
    while (g->c.cursor < g->c.nfeat) {
        int side = g->c.feat[g->c.cursor];
        int root = g->c.placed_root[side];
        const feature *f = &CFEATS(g)[root];
        int scorers = safari__scorers(g, f, 0);
        while (scorers && g->c.boost_pos < n) {
            int seat = (g->c.active + g->c.boost_pos) % n;
            if ((scorers & (1 << seat)) && safari__boost_species(g, seat, f))
                return 1;
            g->c.boost_pos++;
        }
        if (scorers)
            safari__score_feature(g, root, side);
        g->c.cursor++;
        g->c.boost_pos = 0;
        g->c.boosted = 0;
        g->c.boost_added = 0;
    }
    return 0;
}

/* The displaced ranger is off the board: a cell is free for it when its
 * walk (board.h) takes one. */
static int park_possible(const safari_game *g)
{
    ranger_walk w;
    safari__ranger_walk_init(g, &w);
    safari__ranger_walk_limit(g, g->c.displaced, &w);
    return w.count > 0;
}

void safari__advance(safari_game *g)
{
    int baobabs_early = g->opt.baobab_tokens == SAFARI_BAOBAB_BEFORE;
    for (;;) {
        if (g->c.tok_pending) {
            if (token_draw_possible(g))
                return;
            g->c.tok_pending = 0;
        }
        switch (g->c.phase) {
        case PH_SETUP:
            if (g->c.setup_done < g->opt.seats) {
                g->c.tok_recipient = (uint8_t)((g->opt.first_seat + g->c.setup_done) % g->opt.seats);
                g->c.setup_done++;
                g->c.tok_pending = 2;
                continue;
            }
            g->c.active = (uint8_t)g->opt.first_seat;
            g->c.phase = PH_DRAW;
            continue;
        case PH_DRAW:
            if (g->c.stack_total == 0) {
                end_game(g);
                return;
            }
            return;
        case PH_RANGER_POINTS:
            if (g->c.displaced != NONE8)
                safari__add_score(g, g->c.active, 3, SAFARI_EVENT_RANGER, g->c.placed, 0);
            if (baobabs_early)
                enter_baobabs(g, PH_BAOBAB_EARLY);
            else
                enter_features(g);
            continue;
        case PH_BAOBAB_EARLY:
            if (next_baobab(g))
                continue;
            enter_features(g);
            continue;
        case PH_FEATURES:
            if (score_features(g))
                return;
            if (baobabs_early)
                g->c.phase = PH_PARK;
            else
                enter_baobabs(g, PH_BAOBAB_LATE);
            continue;
        case PH_BAOBAB_LATE:
            if (next_baobab(g))
                continue;
            g->c.phase = PH_PARK;
            continue;
        case PH_PARK:
            if (g->c.displaced != NONE8) {
                if (park_possible(g))
                    return;
                ranger_state *gone = &g->c.ranger[g->c.displaced];
                safari__save(g, gone, sizeof *gone);
                gone->gone = 1;
            }
            end_turn(g);
            continue;
        default: /* PH_PLACE, PH_ACTION, PH_END wait for a move */
            return;
        }
    }
}

static void apply_draw(safari_game *g, const safari_move *m)
{
    int f = safari__tileset_face(g->ts, m->tile, m->index);
    safari__stack_take(g, f);
    g->c.hand = (uint8_t)f;
    g->c.phase = PH_PLACE;
}

static void apply_place(safari_game *g, const safari_move *m)
{
    int face = g->c.hand;
    safari__board_put(g, g->ts->faces[face].type, face, m->index, m->x, m->y);
    g->c.placed = (uint8_t)(g->c.nplaced - 1);
    g->c.hand = NONE8;
    for (int r = 0; r < SAFARI_RANGERS; r++)
        if (g->c.ranger[r].on && g->c.ranger[r].x == m->x && g->c.ranger[r].y == m->y) {
            ranger_set(g, r, 0, 0, 0);
            g->c.displaced = (uint8_t)r;
        }
    g->c.phase = PH_ACTION;
}

static void apply_meeple(safari_game *g, const safari_move *m)
{
    int seat = g->c.active, tile = g->c.placed;
    if (m->index == SAFARI_BAOBAB) {
        safari__meeple_put(g, seat, SAFARI_AT_BAOBAB, tile, 0);
        g->c.tok_pending = 2;
        g->c.tok_recipient = (uint8_t)seat;
        return;
    }
    const ts_type *type = &g->ts->types[CTILES(g)[tile].type];
    int local = type->orient[CTILES(g)[tile].rot].side_feature[m->index];
    int kind = type->features[local].kind == SAFARI_FEATURE_BUSH ? SAFARI_AT_BUSH : SAFARI_AT_TRAIL;
    safari__meeple_put(g, seat, kind, tile, local);
}

void safari__apply(safari_game *g, const safari_move *m)
{
    if (!g->unjournaled) {
        hist_entry *h = &HIST(g)[g->hist_len++];
        h->move = safari__move_clean(m);
        h->journal_mark = g->journal_top;
        safari__save(g, &g->c, CONTROL_HOT_SIZE);
    }
    g->nevents = 0;

    int seat = safari__to_move(g);
    if (g->c.phase == PH_ACTION)
        g->c.phase = PH_RANGER_POINTS; /* every action leads to scoring */
    switch (m->kind) {
    case SAFARI_MOVE_DRAW:
        apply_draw(g, m);
        break;
    case SAFARI_MOVE_TOKEN:
        safari__bag_add(g, m->species, -1);
        safari__supply_add(g, g->c.tok_recipient, m->species, 1);
        g->c.tok_pending--;
        break;
    case SAFARI_MOVE_PLACE:
        apply_place(g, m);
        break;
    case SAFARI_MOVE_DISCARD:
        g->c.tiles_discarded++;
        g->c.hand = NONE8;
        g->c.phase = PH_DRAW;
        break;
    case SAFARI_MOVE_MEEPLE:
        apply_meeple(g, m);
        break;
    case SAFARI_MOVE_RANGER:
        ranger_set(g, m->index, 1, m->x, m->y);
        break;
    case SAFARI_MOVE_DIG:
    case SAFARI_MOVE_EXPAND:
        safari__token_put(g, seat, safari__tile_at(g, m->x, m->y), m->index, m->species,
                          m->kind == SAFARI_MOVE_DIG);
        break;
    case SAFARI_MOVE_PASS:
        break;
    case SAFARI_MOVE_BOOST:
        if (m->species != SAFARI_NO_SPECIES) {
            safari__supply_add(g, seat, m->species, -1);
            safari__discard_add(g, m->species, 1);
            g->c.boosted |= (uint8_t)(1u << seat);
            g->c.boost_added |= (uint8_t)(1u << m->species);
        }
        g->c.boost_pos++;
        break;
    case SAFARI_MOVE_PARK:
        ranger_set(g, g->c.displaced, 1, m->x, m->y);
        end_turn(g);
        break;
    default:
        break;
    }
    safari__advance(g);
}

void safari__undo(safari_game *g)
{
    SAFARI_ASSERT(g->hist_len > 0);
    uint32_t mark = HIST(g)[--g->hist_len].journal_mark;
    unsigned char *journal = JOURNAL(g);
    SAFARI_ASSERT(mark < g->journal_top && g->journal_top <= g->journal_cap);
    uint32_t off = 0, n = 0;
    while (g->journal_top > mark) {
        uint32_t tag;
        memcpy(&tag, journal + g->journal_top - JOURNAL_TAG, JOURNAL_TAG);
        off = tag >> 8;
        n = tag & 0xFFu;
        /* Each entry lies above the move's mark and names journaled state. */
        SAFARI_ASSERT(g->journal_top - mark >= JOURNAL_TAG &&
                      n <= g->journal_top - mark - JOURNAL_TAG);
        SAFARI_ASSERT(safari__journaled(g, off, n));
        g->journal_top -= n + JOURNAL_TAG;
        safari__copy_small((unsigned char *)g + off, journal + g->journal_top, n);
    }
    /* The oldest entry of a move is the hot control block, saved before the
     * move changed anything; the pieces were saved as they changed. */
    SAFARI_ASSERT(off == offsetof(struct safari_game, c) && n == CONTROL_HOT_SIZE);
    g->nevents = 0;
}
