/* The shortest complete program: a game between random players, chance
 * included, then the scores. Usage: random_game [seed] [seats] */
#include <safari.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    static safari_move moves[SAFARI_MAX_MOVES];
    static uint32_t weights[SAFARI_MAX_MOVES];
    safari_options options = {0};
    safari_game *game = NULL;
    size_t n;

    srand(argc > 1 ? (unsigned)atoi(argv[1]) : 1u);
    options.seats = argc > 2 ? atoi(argv[2]) : 2;
    if (safari_game_new(&game, &options) != SAFARI_OK) {
        fprintf(stderr, "random_game: seats must be 2 to 5\n");
        return 1;
    }
    /* At a chance decision the outcomes carry weights; at a seat's decision
     * every legal move has weight 1, so one loop serves both. */
    while (safari_game_outcomes(game, moves, weights, SAFARI_MAX_MOVES, &n) == SAFARI_OK && n > 0) {
        uint32_t total = 0, r;
        size_t i = 0;
        for (size_t k = 0; k < n; k++)
            total += weights[k];
        for (r = (uint32_t)rand() % total; r >= weights[i]; i++)
            r -= weights[i];
        safari_game_apply(game, &moves[i]);
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
