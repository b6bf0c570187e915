/* SPDX-License-Identifier: MIT */
/* The `safari` command: declarations shared by its source files. */
#ifndef SAFARI_CLI_H
#define SAFARI_CLI_H

#include <stdio.h>

#include "args.h"
#include "safari.h"

/* Exit codes; the parser's (args.h) among them. */
enum { CLI_OK = CLI_ARGS_OK, CLI_BAD_INPUT = 1, CLI_USAGE = CLI_ARGS_USAGE };

/* cli_usage_error (args.h) is main.c's: "safari: <message>" and a hint. */

/* input.c */
/* Reads a whole file, or standard input when path is NULL; NUL-terminated,
 * malloc'd. On failure prints why and returns NULL. */
char *cli_read_all(const char *path, size_t *len);
/* Reads a game record from a file or standard input. On a bad record prints
 * `error LINE: REASON` to stderr. Returns an exit code. */
int cli_load_record(const char *path, safari_game **out);
/* Writes a game's text (safari_record_write or safari_legal_write) to out.
 * Returns an exit code. */
typedef int (*cli_text_fn)(const safari_game *g, char *buf, size_t cap, size_t *len);
int cli_print_text(FILE *out, cli_text_fn fn, const safari_game *g);
/* cli_parse_int: args.h. */

/* play.c: `safari play`, and its options' table (args.h; the help's). */
int cli_play(int argc, char **argv);
extern const struct cli_args_spec cli_play_spec;
/* splitmix64: tiny, and good enough to pick moves and draw chance. */
uint64_t cli_rng_next(uint64_t *state);
/* Picks the next move of g: outcome i with probability weights[i] / total
 * (at a seat's decision every weight is 1), drawing one number from rng.
 * moves and weights hold SAFARI_MAX_MOVES entries. 0 when the game is over. */
int cli_pick_move(const safari_game *g, uint64_t *rng, safari_move *moves, uint32_t *weights,
                  safari_move *out);

/* bot.c: `safari bot`, the built-in bots speaking the engine protocol. */
int cli_bot(int argc, char **argv);
/* match.c: `safari match`, the match runner; match_args.c: its options'
 * table, built on every platform for the help. */
int cli_match(int argc, char **argv);
extern const struct cli_args_spec cli_match_spec;

/* summary.c: `safari legal`, `safari replay`, and the position summary. */
int cli_legal(int argc, char **argv);
int cli_replay(int argc, char **argv);
/* Prints the moves played, pools and seats (scores, winners) of a game,
 * every line starting with prefix. */
void cli_print_summary(FILE *out, const safari_game *g, const char *prefix);

/* board_text.c */
/* The species' letters, A E G L Z in safari_species order: the command's
 * one table (the library's text formats keep theirs behind the public API). */
extern const char cli_species_letters[SAFARI_SPECIES + 1];
/* Inclusive bounds of the cells a drawing shows. */
typedef struct cli_box {
    int32_t x0, x1, y0, y1;
} cli_box;
/* The bounds of every tile and ranger on the board. */
cli_box cli_board_bounds(const safari_game *g);
/* Draws the board as text, every line starting with prefix. */
int cli_draw_board(FILE *out, const safari_game *g, const char *prefix);

/* show.c: `safari show`. */
int cli_show(int argc, char **argv);

/* levels.c: `safari levels`, the planning player's named levels. */
int cli_levels(int argc, char **argv);

#endif
