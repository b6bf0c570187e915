/* SPDX-License-Identifier: MIT */
/* The results lines of a match and the table reduced from them. */
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "escape.h"
#include "match.h"
#include "stats.h"

void result_format(const game_result *r, char *line, size_t cap)
{
    int n = snprintf(line, cap, "game %ld %ld %d", r->game, r->deal, r->seats);
    for (int s = 0; s < r->seats; s++)
        n += snprintf(line + n, cap - (size_t)n, " %d", r->bot_of_seat[s]);
    for (int s = 0; s < r->seats; s++)
        n += snprintf(line + n, cap - (size_t)n, " %d", (int)r->score[s]);
    snprintf(line + n, cap - (size_t)n, " %d %ld %ld\n", r->forfeit, r->moves, r->referee_us);
}

int result_parse(const char *line, int bots, game_result *out)
{
    memset(out, 0, sizeof *out);
    const char *p = line;
    char *end;
    long v[3 + 2 * SAFARI_MAX_SEATS + 3];
    if (strncmp(p, "game ", 5) != 0)
        return -1;
    p += 5;
    int want = 3 + 2 * bots + 3;
    for (int i = 0; i < want; i++) {
        v[i] = strtol(p, &end, 10);
        if (end == p || (*end != ' ' && *end != '\n' && *end != '\0'))
            return -1;
        p = end;
    }
    if (*p != '\0' && *p != '\n')
        return -1;
    if (v[2] != bots || v[0] < 0 || v[1] != v[0] / bots)
        return -1;
    out->game = v[0];
    out->deal = v[1];
    out->seats = bots;
    for (int s = 0; s < bots; s++) {
        if (v[3 + s] < 0 || v[3 + s] >= bots)
            return -1;
        out->bot_of_seat[s] = (int)v[3 + s];
        out->score[s] = (int32_t)v[3 + bots + s];
    }
    out->forfeit = (int)v[3 + 2 * bots];
    out->moves = v[4 + 2 * bots];
    out->referee_us = v[5 + 2 * bots];
    return out->forfeit >= -1 && out->forfeit < bots ? 0 : -1;
}

/* A seat's standing: a forfeit ranks below every score. */
static double standing(const game_result *r, int s)
{
    return s == r->forfeit ? -1e18 : (double)r->score[s];
}

/* For each bot of a game: its share of the win (1 sole winner, 1/2 among
 * two winners, ...), whether it won alone or tied for first, its rank
 * (1 best, ties averaged) and its score. */
typedef struct outcome {
    double share, rank;
    int won, drew;
} outcome;

static void outcomes(const game_result *r, outcome *o)
{
    for (int s = 0; s < r->seats; s++) {
        int higher = 0, equal = 0;
        for (int t = 0; t < r->seats; t++) {
            higher += standing(r, t) > standing(r, s);
            equal += t != s && standing(r, t) == standing(r, s);
        }
        outcome *b = &o[r->bot_of_seat[s]];
        b->rank = 1.0 + higher + equal / 2.0;
        b->won = higher == 0 && equal == 0;
        b->drew = higher == 0 && equal > 0;
        b->share = higher == 0 ? 1.0 / (equal + 1) : 0.0;
    }
}

int table_sprt_state(const game_result *r, size_t n, int bot_a, const sprt_cfg *sprt, double *llr)
{
    stats_acc score = {0, 0, 0};
    for (size_t i = 0; i < n; i++) {
        outcome o[SAFARI_MAX_SEATS];
        outcomes(&r[i], o);
        stats_add(&score, o[bot_a].share);
    }
    double lower, upper;
    stats_sprt_bounds(sprt->alpha, sprt->beta, &lower, &upper);
    *llr = stats_llr(&score, sprt->elo0, sprt->elo1);
    return *llr >= upper ? 1 : *llr <= lower ? -1 : 0;
}

/* A number for JSON: infinities (an Elo at 0 % or 100 %) become null.
 * Finite by comparison, not isfinite(): mingw-w64's type-generic macro
 * converts the double to float in a branch it does not take. NaN fails
 * both comparisons, the infinities one. */
static void json_num(FILE *out, double x)
{
    if (x >= -DBL_MAX && x <= DBL_MAX)
        fprintf(out, "%.6g", x);
    else
        fputs("null", out);
}

static void json_pair(FILE *out, double mean, double half)
{
    fputc('[', out);
    json_num(out, mean - half);
    fputc(',', out);
    json_num(out, mean + half);
    fputc(']', out);
}

static void json_str(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fprintf(out, "\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            fprintf(out, "\\u%04x", *s);
        else
            fputc(*s, out);
    }
    fputc('"', out);
}

void table_names(match_cfg *cfg, char (*names)[BOT_NAME_MAX])
{
    char given[SAFARI_MAX_SEATS][1024];
    int b, c;
    for (b = 0; b < cfg->bots; b++) {
        cli_escaped(cfg->names[b], given[b], sizeof given[b]);
        snprintf(cfg->shown[b], sizeof cfg->shown[b], "%s", names[b][0] ? names[b] : given[b]);
    }
    /* Equal names: the command line is added to an `id name`... */
    int same[SAFARI_MAX_SEATS] = {0};
    for (b = 0; b < cfg->bots; b++)
        for (c = 0; c < cfg->bots; c++)
            same[b] |= c != b && strcmp(cfg->shown[b], cfg->shown[c]) == 0;
    for (b = 0; b < cfg->bots; b++)
        if (same[b] && names[b][0]) {
            size_t k = strlen(cfg->shown[b]);
            snprintf(cfg->shown[b] + k, sizeof cfg->shown[b] - k, " (%s)", given[b]);
        }
    /* ...and a number to what is still equal (the same bot twice, or a
     * name cut at the room of the table), counted on the names before
     * numbering, so that a third greedy is #3, not a second #2. */
    char base[SAFARI_MAX_SEATS][sizeof cfg->shown[0]];
    for (b = 0; b < cfg->bots; b++)
        memcpy(base[b], cfg->shown[b], sizeof base[b]);
    for (b = 1; b < cfg->bots; b++) {
        int k = 1;
        for (c = 0; c < b; c++)
            k += strcmp(base[b], base[c]) == 0;
        if (k > 1) {
            size_t len = strlen(cfg->shown[b]);
            if (len > sizeof cfg->shown[b] - 8)
                len = sizeof cfg->shown[b] - 8;
            snprintf(cfg->shown[b] + len, sizeof cfg->shown[b] - len, "#%d", k);
        }
    }
}

typedef struct bot_row {
    long wins, draws, losses, forfeits;
    long seat_games[SAFARI_MAX_SEATS];
    stats_acc share, score, margin, rank;
} bot_row;

void table_print(FILE *out, const match_cfg *cfg, const game_result *r, size_t n,
                 const sprt_cfg *sprt, const match_timing *timing, int json)
{
    bot_row row[SAFARI_MAX_SEATS];
    long forfeits = 0;
    memset(row, 0, sizeof row);
    for (size_t i = 0; i < n; i++) {
        outcome o[SAFARI_MAX_SEATS];
        outcomes(&r[i], o);
        forfeits += r[i].forfeit >= 0;
        for (int s = 0; s < r[i].seats; s++) {
            int b = r[i].bot_of_seat[s];
            int32_t best_other = INT32_MIN;
            for (int t = 0; t < r[i].seats; t++)
                if (t != s && r[i].score[t] > best_other)
                    best_other = r[i].score[t];
            row[b].seat_games[s]++;
            row[b].wins += o[b].won;
            row[b].draws += o[b].drew;
            row[b].losses += !o[b].won && !o[b].drew;
            row[b].forfeits += r[i].forfeit == s;
            stats_add(&row[b].share, o[b].share);
            stats_add(&row[b].score, r[i].score[s]);
            stats_add(&row[b].margin, (double)r[i].score[s] - best_other);
            stats_add(&row[b].rank, o[b].rank);
        }
    }
    double elo = 0, elo_lo = 0, elo_hi = 0, llr = 0, lower = 0, upper = 0;
    int two = cfg->bots == 2, state = 0;
    if (two)
        stats_elo_ci(&row[0].share, &elo, &elo_lo, &elo_hi);
    if (sprt->on && two) {
        state = table_sprt_state(r, n, 0, sprt, &llr);
        stats_sprt_bounds(sprt->alpha, sprt->beta, &lower, &upper);
    }
    const char *verdict = state > 0 ? "H1" : state < 0 ? "H0" : "none";
    if (json) {
        fprintf(out, "{\"bots\":[");
        for (int b = 0; b < cfg->bots; b++) {
            fputs(b ? "," : "", out);
            json_str(out, cfg->names[b]);
        }
        fprintf(out, "],\"games\":%zu,\"forfeits\":%ld,\"table\":[", n, forfeits);
        for (int b = 0; b < cfg->bots; b++) {
            bot_row *w = &row[b];
            fprintf(out, "%s{\"bot\":", b ? "," : "");
            json_str(out, cfg->names[b]);
            fprintf(out, ",\"games\":%.0f,\"wins\":%ld,\"draws\":%ld,\"losses\":%ld,"
                    "\"forfeits\":%ld,\"seat_games\":[", w->score.n, w->wins, w->draws,
                    w->losses, w->forfeits);
            for (int s = 0; s < cfg->bots; s++)
                fprintf(out, "%s%ld", s ? "," : "", w->seat_games[s]);
            fprintf(out, "],\"win_share\":");
            json_num(out, stats_mean(&w->share));
            fprintf(out, ",\"mean_score\":");
            json_num(out, stats_mean(&w->score));
            fprintf(out, ",\"score_ci\":");
            json_pair(out, stats_mean(&w->score), stats_half95(&w->score));
            fprintf(out, ",\"mean_margin\":");
            json_num(out, stats_mean(&w->margin));
            fprintf(out, ",\"margin_ci\":");
            json_pair(out, stats_mean(&w->margin), stats_half95(&w->margin));
            fprintf(out, ",\"mean_rank\":");
            json_num(out, stats_mean(&w->rank));
            fputc('}', out);
        }
        fputc(']', out);
        if (two) {
            fprintf(out, ",\"elo\":");
            json_num(out, elo);
            fprintf(out, ",\"elo_ci\":[");
            json_num(out, elo_lo);
            fputc(',', out);
            json_num(out, elo_hi);
            fputc(']', out);
        }
        if (sprt->on && two)
            fprintf(out, ",\"sprt\":{\"elo0\":%g,\"elo1\":%g,\"alpha\":%g,\"beta\":%g,"
                    "\"llr\":%.6g,\"lower\":%.6g,\"upper\":%.6g,\"accepted\":\"%s\"}",
                    sprt->elo0, sprt->elo1, sprt->alpha, sprt->beta, llr, lower, upper, verdict);
        if (timing != NULL)
            fprintf(out, ",\"timing\":{\"seconds\":%.3f,\"games_per_second\":%.3f,"
                    "\"moves\":%ld,\"referee_us_per_move\":%.3f}", timing->seconds,
                    timing->seconds > 0 ? (double)n / timing->seconds : 0.0, timing->moves,
                    timing->moves > 0 ? timing->referee_us / (double)timing->moves : 0.0);
        fprintf(out, "}\n");
        return;
    }
    /* The names whole: the column is as wide as the longest. */
    int width = 20;
    for (int b = 0; b < cfg->bots; b++)
        if ((int)strlen(cfg->shown[b]) > width)
            width = (int)strlen(cfg->shown[b]);
    fprintf(out, "%zu games, %ld forfeited; 95 %% intervals\n", n, forfeits);
    fprintf(out, "%-*s %6s %6s %6s %6s %8s %18s %18s %6s\n", width, "bot", "games", "wins",
            "draws", "losses", "win%", "mean score", "mean margin", "rank");
    for (int b = 0; b < cfg->bots; b++) {
        bot_row *w = &row[b];
        fprintf(out, "%-*s %6.0f %6ld %6ld %6ld %7.1f%% %8.1f +- %6.1f %8.1f +- %6.1f %6.2f\n",
                width, cfg->shown[b], w->score.n, w->wins, w->draws, w->losses,
                100.0 * stats_mean(&w->share), stats_mean(&w->score), stats_half95(&w->score),
                stats_mean(&w->margin), stats_half95(&w->margin), stats_mean(&w->rank));
    }
    if (two)
        fprintf(out, "Elo %s - %s: %+.1f [%+.1f, %+.1f]\n", cfg->shown[0], cfg->shown[1], elo,
                elo_lo, elo_hi);
    if (sprt->on && two)
        fprintf(out, "SPRT elo0 %g elo1 %g alpha %g beta %g: LLR %.3f [%.3f, %.3f], %s\n",
                sprt->elo0, sprt->elo1, sprt->alpha, sprt->beta, llr, lower, upper,
                state > 0 ? "H1 accepted" : state < 0 ? "H0 accepted" : "no decision");
    if (timing != NULL)
        fprintf(out, "%.2f s, %.1f games/s, referee %.1f us a move (%ld moves)\n",
                timing->seconds, timing->seconds > 0 ? (double)n / timing->seconds : 0.0,
                timing->moves > 0 ? timing->referee_us / (double)timing->moves : 0.0,
                timing->moves);
}
