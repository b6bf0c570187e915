/* SPDX-License-Identifier: MIT */
/* `safari levels`: the named levels of the planning player, from the
 * library (safari_level_options()): number, name, budget and the rating
 * the project's ladder measured (docs/ai.md). */
#include <stdio.h>

#include "args.h"
#include "cli.h"

int cli_levels(int argc, char **argv)
{
    static const cli_args_spec none = {NULL, 0, NULL};
    int rc = cli_args_parse(&none, argc, argv, NULL);
    if (rc != CLI_OK)
        return rc;
    printf("level  name       budget                     ladder Elo\n");
    for (int32_t k = 1; k <= SAFARI_LEVELS; k++) {
        safari_plan_options o;
        safari_level_info info;
        char budget[64];
        if (safari_level_options(k, &o, &info) != SAFARI_OK)
            return CLI_BAD_INPUT;
        if (o.iterations == 0 && o.time_ms == 0)
            snprintf(budget, sizeof budget, "the turn alone");
        else
            snprintf(budget, sizeof budget, "%u worlds or %u ms", (unsigned)o.iterations,
                     (unsigned)o.time_ms);
        printf("%5d  %-9s  %-25s  %10d\n", (int)k, info.name, budget, (int)info.elo);
    }
    return CLI_OK;
}
