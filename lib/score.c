/* SPDX-License-Identifier: MIT */
/* Scoring: the species table, scoring of completed trails and bushes, the
 * boost rule (which species may boost a scored feature), final scoring, and
 * the scoring events a front end reads. */
#include "score.h"
#include "feature.h"
#include "pieces.h"
#include "zobrist.h"

/* Points by distinct species (docs/rules.md section 6.5). */
const uint8_t safari__species_points[6] = {0, 1, 3, 6, 10, 15};

/* Records a scoring event; tile < 0 for none (cell 0, 0). */
void safari__event(safari_game *g, int kind, int seat, int points, int tile, int spot)
{
    SAFARI_ASSERT(g->nevents < MAX_EVENTS); /* the bound in state.h */
    if (g->nevents >= MAX_EVENTS)
        return;
    safari_event *e = &g->events[g->nevents++];
    e->kind = kind;
    e->seat = seat;
    e->points = points;
    e->x = tile < 0 ? 0 : CTILES(g)[tile].x;
    e->y = tile < 0 ? 0 : CTILES(g)[tile].y;
    e->spot = spot;
}

void safari__score_points(safari_game *g, int seat, int points)
{
    int32_t *s = &g->c.score[seat];
    SAFARI_ASSERT(seat >= 0 && seat < g->opt.seats && points >= 0);
    safari__save(g, s, sizeof *s);
    safari__hash_toggle(g, ZK_SCORE, (uint32_t)seat, (uint32_t)*s);
    *s += points;
    safari__hash_toggle(g, ZK_SCORE, (uint32_t)seat, (uint32_t)*s);
}

void safari__add_score(safari_game *g, int seat, int points, int kind, int tile, int spot)
{
    safari__score_points(g, seat, points);
    safari__event(g, kind, seat, points, tile, spot);
}

/* Seats that score a feature: bit s set. Majority (ties all score), or with
 * `all` every seat with a meeple there. */
int safari__scorers(const safari_game *g, const feature *root, int all)
{
    int best = 0, bits = 0;
    for (int s = 0; s < g->opt.seats; s++) {
        int n = root->meeples[s];
        if (n == 0)
            continue;
        if (all) {
            bits |= 1 << s;
        } else if (n > best) {
            best = n;
            bits = 1 << s;
        } else if (n == best) {
            bits |= 1 << s;
        }
    }
    return bits;
}

/* Scores a completed feature whose boosts are decided, then sends its
 * meeples home. */
void safari__score_feature(safari_game *g, int root, int side)
{
    const feature *f = &CFEATS(g)[root];
    SAFARI_ASSERT(f->parent == root && f->open == 0); /* a completed feature's root */
    int scorers = safari__scorers(g, f, 0);
    int kind = f->kind == SAFARI_FEATURE_BUSH ? SAFARI_EVENT_BUSH : SAFARI_EVENT_TRAIL;
    int birds = f->kind == SAFARI_FEATURE_BUSH ? f->birds : 0;
    for (int s = 0; s < g->opt.seats; s++) {
        if (!(scorers & (1 << s)))
            continue;
        int k = safari__distinct_species(f, (g->c.boosted >> s) & 1);
        safari__add_score(g, s, safari__species_points[k] + birds, kind, g->c.placed, side);
    }
    for (int s = 0; s < g->opt.seats; s++)
        for (int i = 0; i < SAFARI_MEEPLES; i++) {
            const meeple_loc *m = &g->c.meeple[s][i];
            if ((m->kind == SAFARI_AT_TRAIL || m->kind == SAFARI_AT_BUSH) &&
                safari__find(g, safari__seg(m->tile, m->sub)) == root)
                safari__meeple_return(g, s, i);
        }
}

/* Final scoring (docs/rules.md section 8) into out[seat]; with events_to, the
 * events are also recorded there. Pure otherwise. */
void safari__final_scoring(const safari_game *g, int32_t out[SAFARI_MAX_SEATS],
                           safari_game *events_to)
{
    int done[SAFARI_MAX_SEATS * SAFARI_MEEPLES];
    int ndone = 0;
    int all = g->opt.final_scoring == SAFARI_FINAL_ALL;
    for (int s = 0; s < SAFARI_MAX_SEATS; s++)
        out[s] = 0;
    for (int s = 0; s < g->opt.seats; s++)
        for (int i = 0; i < SAFARI_MEEPLES; i++) {
            const meeple_loc *m = &g->c.meeple[s][i];
            if (m->kind != SAFARI_AT_TRAIL && m->kind != SAFARI_AT_BUSH)
                continue;
            int root = safari__find(g, safari__seg(m->tile, m->sub));
            int seen = 0;
            for (int k = 0; k < ndone; k++)
                seen |= done[k] == root;
            if (seen)
                continue;
            SAFARI_ASSERT(ndone < SAFARI_MAX_SEATS * SAFARI_MEEPLES);
            done[ndone++] = root;
            const feature *f = &CFEATS(g)[root];
            int points = f->kind == SAFARI_FEATURE_BUSH ? f->birds : 0;
            for (int sp = 0; sp < SAFARI_SPECIES; sp++)
                points += f->animals[sp];
            int scorers = safari__scorers(g, f, all);
            int side = safari__meeple_side(g, m);
            int kind = f->kind == SAFARI_FEATURE_BUSH ? SAFARI_EVENT_FINAL_BUSH
                                                      : SAFARI_EVENT_FINAL_TRAIL;
            for (int w = 0; w < g->opt.seats; w++) {
                if (!(scorers & (1 << w)))
                    continue;
                out[w] += points;
                if (events_to)
                    safari__event(events_to, kind, w, points, m->tile, side);
            }
        }
    for (int s = 0; s < g->opt.seats; s++) {
        int tokens = 0;
        for (int sp = 0; sp < SAFARI_SPECIES; sp++)
            tokens += g->c.supply[s][sp];
        out[s] += tokens;
        if (events_to && tokens > 0)
            safari__event(events_to, SAFARI_EVENT_FINAL_TOKENS, s, tokens, -1, 0);
    }
}

/* Species a seat may boost a feature with: held, and not on the feature;
 * with distinct boosts, not added to it by an earlier scorer either. */
uint8_t safari__boost_species(const safari_game *g, int seat, const feature *f)
{
    SAFARI_ASSERT(seat >= 0 && seat < g->opt.seats);
    uint8_t bits = safari__held_species(g, seat);
    if (g->opt.boosts == SAFARI_BOOSTS_DISTINCT)
        bits &= (uint8_t)~g->c.boost_added;
    for (int s = 0; s < SAFARI_SPECIES; s++)
        if (f->animals[s])
            bits &= (uint8_t)~(1u << s);
    return bits;
}
