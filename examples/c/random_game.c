/* SPDX-License-Identifier: MIT */
/* The shortest complete program: a game between random players, chance
 * included, then the scores. Usage: random_game [seed] [seats]
 *
 * safari_game_sample_move() draws each move from a SplitMix64 state seeded
 * on the command line: chance by weight, a seat's move uniformly. The pick
 * is that of `safari play`, so `random_game S K` plays the game of
 * `safari play --seed S --seats K`, on every machine and C library. */
#include <safari.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    safari_options options;
    safari_game *game = NULL;
    safari_move move;
    uint64_t rng = 1; /* the seed: the generator's first state */
    char *end = NULL;

    memset(&options, 0, sizeof options);
    if (argc > 1) {
        errno = 0;
        rng = strtoull(argv[1], &end, 10);
        if (errno != 0 || end == argv[1] || *end != '\0' || argv[1][0] == '-') {
            fprintf(stderr, "random_game: the seed must be a number, not '%s'\n", argv[1]);
            return 1;
        }
    }
    options.seats = argc > 2 ? atoi(argv[2]) : 2;
    if (safari_game_new(&game, &options) != SAFARI_OK) {
        fprintf(stderr, "random_game: seats must be 2 to 5\n");
        return 1;
    }
    /* NULL options: the uniform policy. SAFARI_ENOTFOUND ends the loop at
     * the end of the game. */
    while (safari_game_sample_move(game, &rng, NULL, &move) == SAFARI_OK) {
        if (safari_game_apply(game, &move) != SAFARI_OK)
            return 1; /* cannot happen: the move came from the library */
    }
    for (int32_t seat = 0; seat < options.seats; seat++) {
        safari_seat_info info;
        safari_game_seat(game, seat, &info);
        printf("seat %d: %d points%s\n", (int)seat, (int)info.score,
               safari_game_is_winner(game, seat) ? " (winner)" : "");
    }
    safari_game_free(game);
    return 0;
}
