/* SPDX-License-Identifier: MIT */
/* The `safari` command: subcommand dispatch, --help and --version. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#ifdef _WIN32
#  include <fcntl.h>
#  include <io.h>
#endif

#include "args.h"
#include "cli.h"

/* The help in two parts: C11 promises string literals of 4095 bytes. */
static const char usage_commands[] =
    "Usage: safari COMMAND [OPTIONS]\n"
    "\n"
    "Commands:\n"
    "  legal [FILE]     read a game record (standard input if no FILE) and print the\n"
    "                   position it reaches and its legal moves\n"
    "  replay [--board] [FILE]\n"
    "                   check a game record and print its final position and scores\n"
    "  play [OPTIONS]   play a game between random players and print its record\n"
    "  show [--svg OUT] [--moves N] [FILE]\n"
    "                   draw the position a game record reaches: the board as text\n"
    "                   with the scores, or with --svg an SVG picture written to\n"
    "                   OUT ('-': standard output); --moves N: the position after\n"
    "                   the record's first N moves\n"
    "  bot random|greedy|mcts [--playouts N] [--time-ms MS] [--policy P]\n"
    "                   [--explore C]\n"
    "  bot plan [--level K] [--iterations N] [--time-ms MS] [--candidates C]\n"
    "                   [--replies R] [--beam B] [--threads N] [--temperature T]\n"
    "                   [--weights W,...] [--weights-file FILE]\n"
    "  bot --level K    a built-in bot speaking the engine protocol on standard\n"
    "                   input and output (docs/protocol.md); plan is the planning\n"
    "                   player (docs/ai.md), --level K one of its named levels\n"
    "  levels           the named levels: number, name, budget, ladder Elo\n"
    "  match [OPTIONS] BOT BOT [BOT...]\n"
    "                   games between 2 to 5 bots, seats rotated, and the result\n"
    "                   table (docs/arena.md); a BOT is random, greedy, mcts,\n"
    "                   mcts:PLAYOUTS, plan, level:K (1..5), plan:weights=FILE,\n"
    "                   level:K:weights=FILE or a command line\n"
    "                   (bot and match run processes over pipes: POSIX systems\n"
    "                   only, not Windows)\n"
    "\n";

/* The options of play and match come from their tables (args.h). */
static const char usage_end[] =
    "  --help           print this help\n"
    "  --version        print the version of the command and of libsafari\n"
    "\n"
    "Exit status: 0 success, 1 bad input (a bad record prints\n"
    "'error LINE: REASON' on standard error) or an output that cannot be\n"
    "written or is one of the inputs, 2 bad usage; match: 1 also when no game was played, 130 or 143\n"
    "when SIGINT or SIGTERM stopped it (finished games kept).\n";

static void usage(FILE *out)
{
    fputs(usage_commands, out);
    fputs("Options of play:\n", out);
    cli_args_help(out, &cli_play_spec);
    fputs("\nOptions of match:\n", out);
    cli_args_help(out, &cli_match_spec);
    fputs("\n", out);
    fputs(usage_end, out);
}

int cli_usage_error(const char *message, const char *arg)
{
    return cli_args_usage("safari", message, arg);
}

/* Records, listings and pictures are the same bytes on every platform:
 * Windows' text mode would write CRLF and stop reading at a Ctrl-Z. A
 * stream that is not open keeps its mode; using it fails where it is used. */
static void binary_stdio(void)
{
#ifdef _WIN32
    (void)_setmode(_fileno(stdin), _O_BINARY);
    (void)_setmode(_fileno(stdout), _O_BINARY);
    (void)_setmode(_fileno(stderr), _O_BINARY);
#endif
}

/* Standard output is checked once, at the end: its error flag stays set
 * after a failed write, and the flush writes what is still buffered (a
 * full disk or a closed pipe is an error, not a short record). */
static int check_stdout(int rc)
{
    errno = 0;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "safari: cannot write standard output%s%s\n", errno ? ": " : "",
                errno ? strerror(errno) : "");
        return rc == CLI_OK ? CLI_BAD_INPUT : rc;
    }
    return rc;
}

/* The command itself; returns its exit status. */
static int run(int argc, char **argv)
{
    if (argc < 2)
        return cli_usage_error("missing command", NULL);
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0) {
        usage(stdout);
        return CLI_OK;
    }
    if (strcmp(cmd, "--version") == 0) {
        printf("safari %s (libsafari %s)\n", SAFARI_VERSION_STRING, safari_version_string());
        return CLI_OK;
    }
    /* Subcommands see their own arguments only. */
    if (strcmp(cmd, "legal") == 0)
        return cli_legal(argc - 2, argv + 2);
    if (strcmp(cmd, "replay") == 0)
        return cli_replay(argc - 2, argv + 2);
    if (strcmp(cmd, "play") == 0)
        return cli_play(argc - 2, argv + 2);
    if (strcmp(cmd, "bot") == 0)
        return cli_bot(argc - 2, argv + 2);
    if (strcmp(cmd, "match") == 0)
        return cli_match(argc - 2, argv + 2);
    if (strcmp(cmd, "show") == 0)
        return cli_show(argc - 2, argv + 2);
    if (strcmp(cmd, "levels") == 0)
        return cli_levels(argc - 2, argv + 2);
    return cli_usage_error("unknown command", cmd);
}

int main(int argc, char **argv)
{
    binary_stdio();
#ifdef SIGXFSZ
    /* A write past the file-size limit then fails (EFBIG), and the command
     * names the file and the reason, instead of dying half-way. */
    signal(SIGXFSZ, SIG_IGN);
#endif
    return check_stdout(run(argc, argv));
}
