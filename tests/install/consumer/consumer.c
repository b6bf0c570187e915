/* SPDX-License-Identifier: MIT */
/* A program built out of tree against the installed libsafari (once through
 * find_package, once through pkg-config): header and library must agree,
 * and the library must work without any file of the source tree. */
#include <safari.h>

#include <stdio.h>
#include <string.h>

static int failures;

#define CHECK(cond)                                                            \
    do {                                                                       \
        if (!(cond)) {                                                         \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            failures++;                                                        \
        }                                                                      \
    } while (0)

int main(void)
{
    safari_tileset *ts = NULL;
    safari_tileset_info info;
    safari_options opts;
    safari_game *game = NULL;
    safari_decision d;

    CHECK(safari_version_number() == SAFARI_VERSION_NUMBER);
    CHECK(strcmp(safari_version_string(), SAFARI_VERSION_STRING) == 0);

    /* The built-in tile set is embedded: no data file is installed. */
    CHECK(safari_tileset_new_default(&ts, NULL) == SAFARI_OK);
    CHECK(ts != NULL);
    memset(&info, 0, sizeof info);
    CHECK(safari_tileset_counts(ts, &info) == SAFARI_OK);
    CHECK(info.land_tiles == 72);
    CHECK(info.types == 33);

    memset(&opts, 0, sizeof opts);
    opts.tileset = ts;
    CHECK(safari_game_new(&game, &opts) == SAFARI_OK);
    CHECK(game != NULL);
    /* The game holds its own reference to the tile set. */
    safari_tileset_free(ts);
    CHECK(safari_game_decision(game, &d) == SAFARI_OK);
    CHECK(d.kind == SAFARI_DECISION_TOKEN && d.to_move == SAFARI_CHANCE);
    safari_game_free(game);

    printf("consumer: libsafari %s, %d land tiles: %s\n", safari_version_string(),
           (int)info.land_tiles, failures ? "FAILED" : "ok");
    return failures ? 1 : 0;
}
