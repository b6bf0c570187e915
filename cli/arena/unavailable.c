/* SPDX-License-Identifier: MIT */
/* `safari bot` and `safari match` where the command is built without them
 * (Windows): both need POSIX processes and pipes (cli/CMakeLists.txt). */
#include "cli.h"

static int unavailable(const char *command)
{
    fprintf(stderr,
            "safari: '%s' is not available on this platform: it runs bots as processes "
            "over pipes, which needs POSIX (posix_spawn, fork, poll)\n",
            command);
    return CLI_USAGE;
}

int cli_bot(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    return unavailable("bot");
}

int cli_match(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    return unavailable("match");
}
