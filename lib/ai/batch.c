/* SPDX-License-Identifier: MIT */
/* Batches: n games stepped in one call for learning loops (EnvPool-style):
 * the agents' actions in; chance and the built-in seats played inside;
 * observations (bytes), masks, action lists, rewards, end flags and the
 * seats to move out into the caller's arrays; finished games started again
 * at once. Nothing is allocated after safari_batch_create().
 *
 * Observations come as bytes (safari_batch_observe(), safari_batch_step())
 * or floats (safari_batch_observe_float()), each kind in rows of its own
 * that the batch keeps from call to call, in the layout the batch was
 * created with.
 *
 * Internals used (lib/ai may: docs/architecture.md): the games play
 * unjournaled from a copy of a new game's position (game.h, as playouts
 * do: nothing will undo them, and history and hash cost a third of a
 * move), moves are checked and applied by the engine's own calls
 * (movegen.h, play.h) and the built-in seats pick by the playout policies
 * (playout.h). */
#include "actions.h"
#include "alloc.h"
#include "clear.h"
#include "game.h"
#include "movegen.h"
#include "play.h"
#include "playout.h"

/* What the last outputs set in the observation rows of one kind (bytes or
 * floats), so that the next clears only that (a board-sized row costs more
 * to clear than to write): per game the observation's nonzero plane
 * entries and the tiles whose static planes the row holds; and the array
 * they were set in. */
typedef struct obs_rows {
    uint32_t *touched;  /* n x TOUCHED */
    size_t *ntouched;   /* n; > TOUCHED: the planes are unknown */
    int *static_tiles;  /* n */
    const void *last;
} obs_rows;

struct safari_batch {
    safari_allocator alloc;
    uint32_t n;
    safari_window w;
    uint32_t actions, obs; /* per game: mask bytes, observation bytes */
    int ex;              /* the observation's layout: 1 the extended
                            (SAFARI_OBS_LAYOUT_PLACED), 0 the base */
    int32_t seats;
    int32_t ctrl[SAFARI_MAX_SEATS];
    safari_game *start;  /* a new game: every game starts from its position */
    safari_game **games; /* n */
    safari_game **final; /* n with SAFARI_BATCH_KEEP_FINAL (else NULL): where
                            each game ended, copied before its restart */
    uint64_t *rng;       /* n generators */
    int32_t *scores;     /* n x seats: scores at the last reward */
    /* What the last outputs set in the mask rows (the legal actions, the
     * mask's ones) and the array, as obs_rows for the observations. */
    uint32_t *list;      /* n x SAFARI_MAX_MOVES */
    uint32_t *nlist;     /* n; NO_LIST: the mask row is unknown */
    const uint8_t *last_masks;
    obs_rows bytes, floats;
};

enum { BATCH_MAX_GAMES = 65536, TOUCHED = 4096 };
#define NO_LIST UINT32_MAX

static void rows_free(safari_batch *b, obs_rows *r)
{
    safari__free(&b->alloc, r->touched, (size_t)b->n * TOUCHED * sizeof *r->touched);
    safari__free(&b->alloc, r->ntouched, b->n * sizeof *r->ntouched);
    safari__free(&b->alloc, r->static_tiles, b->n * sizeof *r->static_tiles);
}

/* The rows' state for n games, no row written yet; 0 when out of memory. */
static int rows_new(safari_batch *b, obs_rows *r)
{
    r->touched = safari__alloc(&b->alloc, (size_t)b->n * TOUCHED * sizeof *r->touched);
    r->ntouched = safari__alloc(&b->alloc, b->n * sizeof *r->ntouched);
    r->static_tiles = safari__alloc(&b->alloc, b->n * sizeof *r->static_tiles);
    if (!r->touched || !r->ntouched || !r->static_tiles)
        return 0;
    for (uint32_t j = 0; j < b->n; j++) {
        r->ntouched[j] = TOUCHED + 1;
        r->static_tiles[j] = 0;
    }
    return 1;
}

/* Forgets what the rows hold: game j's, or with j = n every game's; the
 * next call writes them whole. */
static void rows_forget(const safari_batch *b, obs_rows *r, uint32_t j)
{
    if (!r->ntouched) /* safari_batch_create before the rows exist */
        return;
    if (j < b->n)
        r->ntouched[j] = TOUCHED + 1;
    else
        for (j = 0; j < b->n; j++)
            r->ntouched[j] = TOUCHED + 1;
}

void safari_batch_free(safari_batch *b)
{
    if (!b)
        return;
    if (b->games)
        for (uint32_t j = 0; j < b->n; j++)
            safari_game_free(b->games[j]);
    if (b->final)
        for (uint32_t j = 0; j < b->n; j++)
            safari_game_free(b->final[j]);
    safari_game_free(b->start);
    safari__free(&b->alloc, b->games, b->n * sizeof *b->games);
    safari__free(&b->alloc, b->final, b->n * sizeof *b->final);
    safari__free(&b->alloc, b->rng, b->n * sizeof *b->rng);
    safari__free(&b->alloc, b->scores, (size_t)b->n * SAFARI_MAX_SEATS * sizeof *b->scores);
    safari__free(&b->alloc, b->list, (size_t)b->n * SAFARI_MAX_MOVES * sizeof *b->list);
    safari__free(&b->alloc, b->nlist, b->n * sizeof *b->nlist);
    rows_free(b, &b->bytes);
    rows_free(b, &b->floats);
    safari_allocator a = b->alloc;
    safari__free(&a, b, sizeof *b);
}

/* Plays chance and built-in seats until an agent decides or the game ends. */
static void advance(const safari_batch *b, safari_game *g, uint64_t *rng)
{
    int kind;
    while ((kind = safari__decision_kind(g)) != SAFARI_DECISION_END) {
        int seat = safari__to_move(g);
        int policy = SAFARI_POLICY_UNIFORM;
        if (seat >= 0) {
            if (b->ctrl[seat] == SAFARI_CONTROLLER_AGENT)
                return;
            policy = b->ctrl[seat] == SAFARI_CONTROLLER_SCORING ? SAFARI_POLICY_SCORING
                                                                : SAFARI_POLICY_UNIFORM;
        }
        safari_move m;
        safari__policy_pick(g, kind, policy, splitmix64_next(rng), &m);
        SAFARI_ASSERT(safari__is_legal(g, &m));
        safari__apply(g, &m);
    }
}

/* Game j from a new game's position, up to its first agent decision; its
 * scores for the next reward are 0, so a game's rewards add up to its
 * final scores even when built-in seats score before the agent's first
 * move. */
static void restart(safari_batch *b, uint32_t j)
{
    safari__game_copy_position(b->games[j], b->start);
    /* a new game: its observation rows are written afresh */
    rows_forget(b, &b->bytes, j);
    rows_forget(b, &b->floats, j);
    for (int32_t s = 0; s < b->seats; s++)
        b->scores[(size_t)j * SAFARI_MAX_SEATS + (size_t)s] = 0;
    advance(b, b->games[j], &b->rng[j]);
}

/* The settings a batch checks itself (the game's are the engine's to
 * check): known flags, controllers in range, an agent among the seats. */
static int settings_ok(const safari_batch_settings *o, int32_t seats)
{
    int agents = 0;
    if (seats == 0)
        seats = 2;
    if ((o->flags & ~(uint32_t)SAFARI_BATCH_KEEP_FINAL) != 0)
        return 0;
    for (int s = 0; s < SAFARI_MAX_SEATS; s++) {
        if (o->controllers[s] < SAFARI_CONTROLLER_AGENT ||
            o->controllers[s] > SAFARI_CONTROLLER_SCORING)
            return 0;
        agents += s < seats && o->controllers[s] == SAFARI_CONTROLLER_AGENT;
    }
    return agents > 0;
}

/* The size of the first (0.4.0) safari_batch_settings: a later, longer
 * version keeps this as the smallest size it accepts and reads only the
 * fields the caller's size covers (the others taken as their defaults). */
#define BATCH_SETTINGS_SIZE_0_4 sizeof(safari_batch_settings)

/* The batch's own fields from its settings, then its games; b is zeroed
 * and holds its allocator. Any failure leaves what was made for
 * safari_batch_free. */
static int batch_init(safari_batch *b, const safari_batch_settings *settings,
                      const safari_options *game, int ex, uint32_t n, uint64_t seed)
{
    /* the allocator is checked by the caller: the engine's own constructor */
    int rc = safari__game_create(&b->start, game, &b->alloc);
    if (rc != SAFARI_OK)
        return rc;
    b->w = settings->window;
    if (b->w.width == 0 && b->w.height == 0 && b->w.x0 == 0 && b->w.y0 == 0 &&
        safari_game_table_window(b->start, &b->w) != SAFARI_OK)
        return SAFARI_EINVAL; /* no window, and no table to take one from */
    /* every seat must meet a decision of its own before a game ends */
    if (!safari__window_ok(&b->w) || b->start->ts->nland < b->start->opt.seats)
        return SAFARI_EINVAL;
    b->seats = b->start->opt.seats;
    memcpy(b->ctrl, settings->controllers, sizeof b->ctrl);
    b->ex = ex;
    uint32_t planes, vector;
    safari_game_observation_shape(b->start, &b->w, settings->observation, &planes, &vector);
    b->actions = safari__action_total(b->start, &b->w);
    b->obs = planes * safari__window_cells(&b->w) + vector;
    b->n = n; /* the arrays' sizes, for safari_batch_free */
    b->games = safari__alloc(&b->alloc, n * sizeof *b->games);
    if (b->games)
        memset(b->games, 0, n * sizeof *b->games);
    if (settings->flags & SAFARI_BATCH_KEEP_FINAL) {
        b->final = safari__alloc(&b->alloc, n * sizeof *b->final);
        if (!b->final)
            return SAFARI_ENOMEM;
        memset(b->final, 0, n * sizeof *b->final);
    }
    b->rng = safari__alloc(&b->alloc, n * sizeof *b->rng);
    b->scores = safari__alloc(&b->alloc, (size_t)n * SAFARI_MAX_SEATS * sizeof *b->scores);
    b->list = safari__alloc(&b->alloc, (size_t)n * SAFARI_MAX_MOVES * sizeof *b->list);
    b->nlist = safari__alloc(&b->alloc, n * sizeof *b->nlist);
    if (!b->games || !b->rng || !b->scores || !b->list || !b->nlist ||
        !rows_new(b, &b->bytes) || !rows_new(b, &b->floats))
        return SAFARI_ENOMEM;
    for (uint32_t j = 0; j < n; j++) {
        rc = safari_game_clone(&b->games[j], b->start);
        if (rc == SAFARI_OK && b->final)
            rc = safari_game_clone(&b->final[j], b->start);
        if (rc != SAFARI_OK)
            return rc;
        b->rng[j] = splitmix64_mix(seed + 0x9E3779B97F4A7C15ull * ((uint64_t)j + 1));
        restart(b, j);
    }
    return SAFARI_OK;
}

int safari_batch_create(safari_batch **out, const safari_batch_settings *settings, uint32_t n,
                        uint64_t seed)
{
    /* a refused size leaves *out as it was: the caller's struct may be of
     * another version, so nothing of it is trusted */
    if (!out || !settings || settings->size < BATCH_SETTINGS_SIZE_0_4)
        return SAFARI_EINVAL;
    *out = NULL;
    safari_options game = {0};
    int u8, ex = safari__obs_layout(settings->observation, &u8);
    if (settings->game && safari__options_of_settings(&game, settings->game) != SAFARI_OK)
        return SAFARI_EINVAL;
    if (n == 0 || n > BATCH_MAX_GAMES || ex < 0 || !settings_ok(settings, game.seats))
        return SAFARI_EINVAL;
    if (settings->alloc && (!settings->alloc->alloc || !settings->alloc->free))
        return SAFARI_EINVAL;
    safari_allocator a = safari__allocator(settings->alloc);
    safari_batch *b = safari__alloc(&a, sizeof *b);
    if (!b)
        return SAFARI_ENOMEM;
    memset(b, 0, sizeof *b);
    b->alloc = a;
    int rc = batch_init(b, settings, settings->game ? &game : NULL, ex, n, seed);
    if (rc != SAFARI_OK) {
        safari_batch_free(b);
        return rc;
    }
    *out = b;
    return SAFARI_OK;
}

/* The former constructor (deprecated until 1.0, docs/api-stability.md):
 * the new one with the same fields, the default observation layout. */
int safari_batch_new(safari_batch **out, const safari_batch_options *options, uint32_t n,
                     uint64_t seed)
{
    if (!out)
        return SAFARI_EINVAL;
    *out = NULL;
    if (!options)
        return SAFARI_EINVAL;
    safari_settings game = SAFARI_SETTINGS_INIT;
    safari__settings_of_options(&game, &options->game);
    safari_batch_settings s = SAFARI_BATCH_SETTINGS_INIT;
    s.game = &game;
    s.window = options->window;
    memcpy(s.controllers, options->controllers, sizeof s.controllers);
    s.flags = options->flags;
    s.alloc = options->alloc;
    return safari_batch_create(out, &s, n, seed);
}

int safari_batch_shape(const safari_batch *b, uint32_t *games, uint32_t *actions, uint32_t *obs,
                       uint32_t *seats)
{
    if (!b || !games)
        return SAFARI_EINVAL;
    *games = b->n;
    if (actions)
        *actions = b->actions;
    if (obs)
        *obs = b->obs;
    if (seats)
        *seats = (uint32_t)b->seats;
    return SAFARI_OK;
}

const safari_game *safari_batch_game(const safari_batch *b, uint32_t j)
{
    return b && j < b->n ? b->games[j] : NULL;
}

const safari_game *safari_batch_final_game(const safari_batch *b, uint32_t j)
{
    return b && b->final && j < b->n ? b->final[j] : NULL;
}

/* Forgets what the rows hold when the caller gives other arrays than last
 * time: their rows are then cleared whole. */
static void check_arrays(safari_batch *b, const uint8_t *obs, const uint8_t *masks)
{
    if (obs && (const void *)obs != b->bytes.last) {
        rows_forget(b, &b->bytes, b->n);
        b->bytes.last = obs;
    }
    if (masks && masks != b->last_masks) {
        for (uint32_t j = 0; j < b->n; j++)
            b->nlist[j] = NO_LIST;
        b->last_masks = masks;
    }
}

/* Game j's outputs: seen from the seat to move (seat 0 at the end, which
 * only an all-built-in game could show). */
static void observe_one(safari_batch *b, uint32_t j, uint8_t *obs, uint8_t *masks,
                        uint32_t *legal, uint32_t *legal_count, uint32_t legal_cap,
                        int32_t *to_move)
{
    const safari_game *g = b->games[j];
    int seat = safari__to_move(g);
    if (obs)
        safari__observation_sparse(g, &b->w, b->ex, seat >= 0 ? seat : 0, NULL,
                                   obs + (size_t)j * b->obs,
                                   b->bytes.touched + (size_t)j * TOUCHED,
                                   &b->bytes.ntouched[j], TOUCHED, &b->bytes.static_tiles[j]);
    if (masks || legal) {
        uint32_t *list = b->list + (size_t)j * SAFARI_MAX_MOVES;
        uint8_t *mask = masks ? masks + (size_t)j * b->actions : NULL;
        size_t count, outside;
        if (mask && b->nlist[j] == NO_LIST)
            safari__clear(mask, b->actions);
        else if (mask)
            for (uint32_t i = 0; i < b->nlist[j]; i++)
                mask[list[i]] = 0;
        safari_game_legal_actions(g, &b->w, list, SAFARI_MAX_MOVES, &count, &outside);
        /* the list now names the mask row's ones, or (no mask written) not */
        b->nlist[j] = mask ? (uint32_t)count : NO_LIST;
        if (mask)
            for (size_t i = 0; i < count; i++)
                mask[list[i]] = 1;
        if (legal) {
            memcpy(legal + (size_t)j * legal_cap, list,
                   (count < legal_cap ? count : legal_cap) * sizeof *list);
            legal_count[j] = (uint32_t)count;
        }
    }
    if (to_move)
        to_move[j] = seat;
}

int safari_batch_observe(safari_batch *b, uint8_t *obs, uint8_t *masks, uint32_t *legal,
                         uint32_t *legal_count, uint32_t legal_cap, int32_t *to_move)
{
    if (!b || (legal && !legal_count))
        return SAFARI_EINVAL;
    check_arrays(b, obs, masks);
    for (uint32_t j = 0; j < b->n; j++)
        observe_one(b, j, obs, masks, legal, legal_count, legal_cap, to_move);
    return SAFARI_OK;
}

int safari_batch_step(safari_batch *b, const uint32_t *actions, uint8_t *obs, uint8_t *masks,
                      uint32_t *legal, uint32_t *legal_count, uint32_t legal_cap, float *rewards,
                      uint8_t *terminal, int32_t *to_move)
{
    if (!b || !actions || (legal && !legal_count))
        return SAFARI_EINVAL;
    /* every action checked before any is applied: a refusal changes nothing */
    for (uint32_t j = 0; j < b->n; j++) {
        safari_move m;
        if (actions[j] == SAFARI_BATCH_SKIP)
            continue;
        if (actions[j] >= b->actions ||
            safari_game_action_move(b->games[j], &b->w, actions[j], &m) != SAFARI_OK ||
            !safari__is_legal(b->games[j], &m))
            return SAFARI_EILLEGAL;
    }
    check_arrays(b, obs, masks);
    for (uint32_t j = 0; j < b->n; j++) {
        safari_game *g = b->games[j];
        safari_move m;
        if (actions[j] == SAFARI_BATCH_SKIP) { /* untouched: no reward, no end */
            if (rewards)
                for (int32_t s = 0; s < b->seats; s++)
                    rewards[(size_t)j * (size_t)b->seats + (size_t)s] = 0.0f;
            if (terminal)
                terminal[j] = 0;
            observe_one(b, j, obs, masks, legal, legal_count, legal_cap, to_move);
            continue;
        }
        safari_game_action_move(g, &b->w, actions[j], &m);
        safari__apply(g, &m);
        advance(b, g, &b->rng[j]);
        int32_t *prev = &b->scores[(size_t)j * SAFARI_MAX_SEATS];
        for (int32_t s = 0; s < b->seats; s++) {
            if (rewards)
                rewards[(size_t)j * (size_t)b->seats + (size_t)s] = (float)(g->c.score[s] - prev[s]);
            prev[s] = g->c.score[s];
        }
        int over = safari__decision_kind(g) == SAFARI_DECISION_END;
        if (terminal)
            terminal[j] = (uint8_t)over;
        if (over && b->final)
            safari__game_copy_position(b->final[j], g);
        if (over)
            restart(b, j);
        observe_one(b, j, obs, masks, legal, legal_count, legal_cap, to_move);
    }
    return SAFARI_OK;
}

int safari_batch_observe_float(safari_batch *b, float *obs, size_t cap, size_t *count,
                               uint32_t flags)
{
    if (!b || !count || (cap && !obs) || (uintptr_t)obs % _Alignof(float) != 0 ||
        (flags & ~(uint32_t)SAFARI_BATCH_OBS_WHOLE) != 0)
        return SAFARI_EINVAL;
    size_t need = (size_t)b->n * b->obs;
    *count = need;
    if (cap < need)
        return SAFARI_EBUFS; /* nothing written, the rows' state kept */
    if ((flags & SAFARI_BATCH_OBS_WHOLE) || (const void *)obs != b->floats.last) {
        rows_forget(b, &b->floats, b->n);
        b->floats.last = obs;
    }
    for (uint32_t j = 0; j < b->n; j++) {
        const safari_game *g = b->games[j];
        int seat = safari__to_move(g);
        safari__observation_sparse(g, &b->w, b->ex, seat >= 0 ? seat : 0, obs + (size_t)j * b->obs,
                                   NULL, b->floats.touched + (size_t)j * TOUCHED,
                                   &b->floats.ntouched[j], TOUCHED, &b->floats.static_tiles[j]);
    }
    return SAFARI_OK;
}
