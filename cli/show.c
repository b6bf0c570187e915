/* SPDX-License-Identifier: MIT */
/* `safari show`: draws the position a game record reaches, as text on the
 * terminal (board_text.c) or as an SVG picture (the library's
 * safari_game_svg_write, the one drawing the bindings show too). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "cli.h"
#include "output.h"

typedef struct show_args {
    cli_path_arg record; /* NULL: standard input */
    const char *svg;     /* NULL: text on standard output; "-": SVG on it */
    long long moves;     /* the position after this many moves; -1: all */
} show_args;

static const cli_option show_options[] = {
    CLI_STRING("--svg", "OUT", show_args, svg, NULL),
    CLI_INT("--moves", "N", show_args, moves, 0, 1000000000, NULL, NULL),
};
static const cli_args_spec show_spec = {show_options, sizeof show_options / sizeof *show_options,
                                        cli_args_path};

/* Parses the arguments of show into a; returns an exit code. */
static int parse_show_args(int argc, char **argv, show_args *a)
{
    memset(a, 0, sizeof *a);
    a->moves = -1;
    return cli_args_parse(&show_spec, argc, argv, a);
}

/* Takes back moves until `moves` remain: undo restores each earlier
 * position exactly, so no second replay is needed. */
static int rewind_to(safari_game *g, long long moves)
{
    size_t played = safari_game_history_length(g);
    if ((unsigned long long)moves > played) {
        fprintf(stderr, "safari: --moves %lld, but the record has %zu moves\n", moves, played);
        return CLI_BAD_INPUT;
    }
    while (safari_game_history_length(g) > (size_t)moves) {
        if (safari_game_undo(g) != SAFARI_OK) {
            fprintf(stderr, "safari: the library could not undo a move of the record\n");
            return CLI_BAD_INPUT;
        }
    }
    return CLI_OK;
}

/* Writes the library's picture of the position to out; CLI_BAD_INPUT when
 * it cannot be drawn or out has its error flag set (the caller says which
 * file failed, and why). */
static int write_svg(FILE *out, const safari_game *g)
{
    size_t len = 0;
    if (safari_game_svg_write(g, NULL, 0, &len) != SAFARI_EBUFS) {
        fprintf(stderr, "safari: cannot draw the position\n");
        return CLI_BAD_INPUT;
    }
    char *text = malloc(len + 1);
    if (text == NULL) {
        fprintf(stderr, "safari: out of memory\n");
        return CLI_BAD_INPUT;
    }
    int rc = safari_game_svg_write(g, text, len + 1, &len);
    if (rc != SAFARI_OK)
        fprintf(stderr, "safari: cannot draw the position\n");
    else
        fwrite(text, 1, len, out);
    free(text);
    return rc == SAFARI_OK && !ferror(out) ? CLI_OK : CLI_BAD_INPUT;
}

/* The picture under its final name only once whole (output.c). */
static int write_svg_file(const char *path, const safari_game *g)
{
    if (strcmp(path, "-") == 0)
        return write_svg(stdout, g); /* checked at exit (main.c) */
    cli_output out;
    if (cli_output_open(&out, path) != 0) {
        fprintf(stderr, "safari: cannot write '%s': %s\n", path, strerror(errno));
        return CLI_BAD_INPUT;
    }
    errno = 0;
    if (write_svg(out.f, g) != CLI_OK && !ferror(out.f)) {
        cli_output_discard(&out); /* not drawn: said already */
        return CLI_BAD_INPUT;
    }
    if (cli_output_commit(&out) != 0) {
        fprintf(stderr, "safari: cannot write '%s': %s\n", path, strerror(errno));
        return CLI_BAD_INPUT;
    }
    return CLI_OK;
}

int cli_show(int argc, char **argv)
{
    show_args a;
    safari_game *g = NULL;
    int rc = parse_show_args(argc, argv, &a);
    if (rc == CLI_OK) {
        /* The picture (or the text) never replaces the record it draws. */
        cli_file in = {a.record.path, "the record read"};
        cli_file out = {a.svg, a.svg != NULL ? "--svg" : "the board drawn"};
        rc = cli_check_files(&in, 1, &out, 1);
    }
    if (rc == CLI_OK)
        rc = cli_load_record(a.record.path, &g);
    if (rc == CLI_OK && a.moves >= 0)
        rc = rewind_to(g, a.moves);
    if (rc == CLI_OK && a.svg != NULL) {
        rc = write_svg_file(a.svg, g);
    } else if (rc == CLI_OK) {
        rc = cli_draw_board(stdout, g, "");
        if (rc == CLI_OK)
            cli_print_summary(stdout, g, "");
    }
    safari_game_free(g);
    return rc;
}
