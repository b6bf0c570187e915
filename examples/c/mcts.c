/* SPDX-License-Identifier: MIT */
/* A Monte Carlo tree search player (UCT) against random players.
 *
 * The search is the library's, safari_game_search_move() (also the one of
 * `safari bot mcts`): one node per move; at a seat's decision UCB1 from
 * the point of view of the seat deciding, untried moves expanded one per
 * iteration in random order; at a chance decision (a tile or token draw)
 * the outcome sampled by weight, each outcome met with its own child, so
 * the statistics below a draw are those of that draw. Playouts run to the end of the game inside
 * the library (safari_game_playout()), and a playout is worth 1 to its
 * winner (shared on a tie). Each iteration applies moves to one search game
 * and undoes them all afterwards.
 *
 * Usage: mcts [--games N] [--seats K] [--playouts P] [--seed S] [--explore C]
 * The MCTS player takes seat (game number mod K); the others play random
 * moves. Prints each game's result and the MCTS player's win rate. */
#include <errno.h>
#include <safari.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long arg_long(const char *opt, const char *val, long lo, long hi)
{
    char *end;
    errno = 0;
    long v = val != NULL ? strtol(val, &end, 10) : 0;
    if (val == NULL || errno != 0 || end == val || *end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "mcts: %s needs a number from %ld to %ld\n", opt, lo, hi);
        exit(2);
    }
    return v;
}

int main(int argc, char **argv)
{
    long games = 10, seats = 2, playouts = 200, seed = 1;
    double explore = 0.7;
    for (int i = 1; i < argc; i += 2) {
        const char *opt = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(opt, "--games") == 0)
            games = arg_long(opt, val, 1, 1000000);
        else if (strcmp(opt, "--seats") == 0)
            seats = arg_long(opt, val, 2, SAFARI_MAX_SEATS);
        else if (strcmp(opt, "--playouts") == 0)
            playouts = arg_long(opt, val, 1, 100000000);
        else if (strcmp(opt, "--seed") == 0)
            seed = arg_long(opt, val, 0, 1000000000);
        else if (strcmp(opt, "--explore") == 0 && val != NULL)
            explore = atof(val); /* the library refuses a bad one: SAFARI_EINVAL */
        else {
            fprintf(stderr, "usage: mcts [--games N] [--seats K] [--playouts P] [--seed S] "
                            "[--explore C]\n");
            return 2;
        }
    }

    uint64_t rng = (uint64_t)seed; /* the search's and the random players' draws */
    safari_search_options search = SAFARI_SEARCH_OPTIONS_INIT;
    search.playouts = (uint32_t)playouts;
    search.explore = explore;
    safari_options options = {0};
    options.seats = (int32_t)seats;
    long wins = 0, ties = 0;
    for (long g = 0; g < games; g++) {
        int32_t me = (int32_t)(g % seats);
        safari_game *game = NULL;
        if (safari_game_new(&game, &options) != SAFARI_OK) {
            fprintf(stderr, "mcts: cannot create a game\n");
            return 1;
        }
        safari_decision d;
        while (safari_game_decision(game, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END) {
            safari_move m;
            /* the others' moves and chance as `safari play` draws them; the
             * search returns a lone legal move without drawing */
            int rc = d.to_move != me ? safari_game_sample_move(game, &rng, NULL, &m)
                                     : safari_game_search_move(game, &search, &rng, &m, NULL);
            if (rc == SAFARI_OK)
                rc = safari_game_apply(game, &m);
            if (rc != SAFARI_OK) {
                fprintf(stderr, "mcts: %s\n", safari_strerror(rc));
                return 1;
            }
        }
        int winners = 0;
        printf("game %ld: mcts is seat %d; scores", g + 1, (int)me);
        for (int32_t seat = 0; seat < options.seats; seat++) {
            safari_seat_info info;
            safari_game_seat(game, seat, &info);
            winners += safari_game_is_winner(game, seat);
            printf(" %d", (int)info.score);
        }
        int won = safari_game_is_winner(game, me);
        printf(": %s\n", !won ? "lost" : winners > 1 ? "tie" : "won");
        wins += won && winners == 1;
        ties += won && winners > 1;
        safari_game_free(game);
    }
    printf("mcts (%ld playouts a move) against %ld random player%s: won %ld of %ld games "
           "(%.1f%%), tied %ld\n", playouts, seats - 1, seats > 2 ? "s" : "", wins, games,
           100.0 * (double)wins / (double)games, ties);
    return 0;
}
