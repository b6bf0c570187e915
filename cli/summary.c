/* SPDX-License-Identifier: MIT */
/* `safari legal` and `safari replay`, and the summary of a position. */
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "cli.h"
#include "output.h"

static const char *const decision_names[] = {"draw",  "token", "place", "action",
                                             "boost", "park",  "end"};

static void print_species(FILE *out, const int32_t *counts)
{
    for (int s = 0; s < SAFARI_SPECIES; s++)
        fprintf(out, " %c%d", cli_species_letters[s], (int)counts[s]);
}

void cli_print_summary(FILE *out, const safari_game *g, const char *prefix)
{
    safari_decision d;
    safari_pool_info p;
    int32_t projected[SAFARI_MAX_SEATS];
    if (safari_game_decision(g, &d) != SAFARI_OK || safari_game_pools(g, &p) != SAFARI_OK ||
        safari_game_projected_scores(g, projected, SAFARI_MAX_SEATS) != SAFARI_OK)
        return;
    int over = d.kind == SAFARI_DECISION_END;
    fprintf(out, "%smoves %zu\n", prefix, safari_game_history_length(g));
    fprintf(out, "%sdecision %s\n", prefix, decision_names[d.kind]);
    fprintf(out, "%sstack %d discarded-tiles %d\n", prefix, (int)p.stack, (int)p.discarded_tiles);
    fprintf(out, "%sbag", prefix);
    print_species(out, p.bag);
    fprintf(out, "\n%sdiscard", prefix);
    print_species(out, p.discard);
    fputc('\n', out);
    for (int32_t seat = 0; seat < p.seats; seat++) {
        safari_seat_info si;
        if (safari_game_seat(g, seat, &si) != SAFARI_OK)
            return;
        fprintf(out, "%sseat %d score %d", prefix, (int)seat, (int)si.score);
        /* Before the end, what final scoring would add is worth showing too. */
        if (!over)
            fprintf(out, " projected %d", (int)projected[seat]);
        fprintf(out, " meeples %d tokens", (int)si.meeples);
        print_species(out, si.tokens);
        fputs(safari_game_is_winner(g, seat) ? " winner\n" : "\n", out);
    }
}

/* The arguments of legal and replay: an optional FILE ("-" is standard
 * input) and, for replay, the option --board. */
typedef struct summary_args {
    cli_path_arg record;
    int board;
} summary_args;

static const cli_option replay_options[] = {CLI_FLAG("--board", summary_args, board, NULL)};
static const cli_args_spec legal_spec = {NULL, 0, cli_args_path};
static const cli_args_spec replay_spec = {replay_options, 1, cli_args_path};

/* Loads the record to list or replay, unless standard output, where the
 * text goes, is that very file: it would be read cut, or grow with lines
 * that are no record. */
static int load_checked(const char *path, safari_game **g)
{
    cli_file in = {path, "the record read"}, out = {NULL, "the output"};
    return cli_check_files(&in, 1, &out, 1) != 0 ? CLI_BAD_INPUT : cli_load_record(path, g);
}

int cli_legal(int argc, char **argv)
{
    summary_args a = {{NULL, 0}, 0};
    safari_game *g = NULL;
    int rc = cli_args_parse(&legal_spec, argc, argv, &a);
    if (rc == CLI_OK)
        rc = load_checked(a.record.path, &g);
    if (rc == CLI_OK)
        rc = cli_print_text(stdout, safari_legal_write, g);
    safari_game_free(g);
    return rc;
}

int cli_replay(int argc, char **argv)
{
    summary_args a = {{NULL, 0}, 0};
    safari_game *g = NULL;
    int rc = cli_args_parse(&replay_spec, argc, argv, &a);
    if (rc == CLI_OK)
        rc = load_checked(a.record.path, &g);
    if (rc == CLI_OK && a.board)
        rc = cli_draw_board(stdout, g, "");
    if (rc == CLI_OK)
        cli_print_summary(stdout, g, "");
    safari_game_free(g);
    return rc;
}
