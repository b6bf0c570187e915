/* SPDX-License-Identifier: MIT */
/* The observation's planes described at run time (safari_observation_plane):
 * a name for each plane and a sentence for each group, so that bindings
 * and frameworks label planes by name rather than by the SAFARI_OBS_P_*
 * enumerators, and a later layout adds planes without an ABI change. The
 * static asserts tie both tables to the enumerators: one home for the
 * order, the header's. */
#include "actions.h"

/* Plane p's name: the group's name, then what singles the plane out (the
 * side N E S W, the species, the relative seat, the corner NE SE SW NW and
 * species, the ranger). The extended layout's planes, of which the base
 * layout is the first SAFARI_OBS_CELL_PLANES. */
static const char *const plane_names[SAFARI_OBS_EX_PLANES] = {
    "tile", "trail_n", "trail_e", "trail_s", "trail_w", "bush_n", "bush_e", "bush_s", "bush_w",
    "open_n", "open_e", "open_s", "open_w", "animals_ape", "animals_elephant", "animals_giraffe",
    "animals_lion", "animals_zebra", "birds", "baobab", "meeples_0", "meeples_1", "meeples_2",
    "meeples_3", "meeples_4", "token_ne_ape", "token_ne_elephant", "token_ne_giraffe",
    "token_ne_lion", "token_ne_zebra", "token_se_ape", "token_se_elephant", "token_se_giraffe",
    "token_se_lion", "token_se_zebra", "token_sw_ape", "token_sw_elephant", "token_sw_giraffe",
    "token_sw_lion", "token_sw_zebra", "token_nw_ape", "token_nw_elephant", "token_nw_giraffe",
    "token_nw_lion", "token_nw_zebra", "ranger_0", "ranger_1", "fits", "placed",
};

typedef struct plane_group {
    const char *name;
    uint32_t first, planes;
    const char *description;
} plane_group;

static const plane_group groups[] = {
    {"tile", SAFARI_OBS_P_TILE, 1, "1 where a tile (or a start cell) lies."},
    {"trail", SAFARI_OBS_P_TRAIL, 4, "1 if the tile's side (N E S W) is trail."},
    {"bush", SAFARI_OBS_P_BUSH, 4, "1 if the tile's side (N E S W) is bush."},
    {"open", SAFARI_OBS_P_OPEN, 4,
     "Open sides of the whole trail or bush on the tile's side (N E S W); 0 on savanna "
     "or when it is complete."},
    {"animals", SAFARI_OBS_P_ANIMALS, SAFARI_SPECIES,
     "Animals of the species printed on the tile."},
    {"birds", SAFARI_OBS_P_BIRDS, 1, "Birds printed on the tile."},
    {"baobab", SAFARI_OBS_P_BAOBAB, 1, "1 if the tile has a baobab."},
    {"meeples", SAFARI_OBS_P_MEEPLES, SAFARI_MAX_SEATS,
     "Meeples of the relative seat (the viewer's seat plus k) standing on the tile."},
    {"token", SAFARI_OBS_P_TOKENS, 4 * SAFARI_SPECIES,
     "1 if a token of the species lies on the corner (NE SE SW NW) of the tile."},
    {"ranger", SAFARI_OBS_P_RANGERS, SAFARI_RANGERS, "1 where the ranger stands."},
    {"fits", SAFARI_OBS_P_FITS, 1,
     "1 where a `place` of the tile in hand is legal (only at a `place` decision)."},
    {"placed", SAFARI_OBS_P_PLACED, 1,
     "1 on the cell of the tile placed this turn, until the turn ends."},
};

_Static_assert(sizeof groups / sizeof groups[0] == 12, "one group per SAFARI_OBS_P_* value");
_Static_assert(SAFARI_OBS_P_PLACED + 1 == SAFARI_OBS_EX_PLANES, "placed is the last plane");
_Static_assert(SAFARI_OBS_P_FITS + 1 == SAFARI_OBS_CELL_PLANES, "fits ends the base layout");

/* The size of the 0.4.0 struct: later versions add fields after it and
 * write only the bytes the caller's size covers. */
#define PLANE_INFO_SIZE_0_4 sizeof(safari_observation_plane_info)

int safari__obs_layout(const safari_observation_options *options, int *u8)
{
    *u8 = 0;
    if (!options)
        return 1;
    /* A later, longer version of the struct will accept each earlier size
     * too, taking the fields it lacks as their defaults. */
    if (options->size != sizeof *options ||
        (options->format != SAFARI_OBS_FLOAT32 && options->format != SAFARI_OBS_UINT8))
        return -1;
    *u8 = options->format == SAFARI_OBS_UINT8;
    if (options->layout == SAFARI_OBS_LAYOUT_BASE)
        return 0;
    return options->layout == SAFARI_OBS_LAYOUT_PLACED ? 1 : -1;
}

int safari_observation_plane(const safari_observation_options *options, uint32_t plane,
                             safari_observation_plane_info *out)
{
    int u8, ex = safari__obs_layout(options, &u8);
    if (!out || out->size < PLANE_INFO_SIZE_0_4 || ex < 0)
        return SAFARI_EINVAL;
    if (plane >= (uint32_t)(ex ? SAFARI_OBS_EX_PLANES : SAFARI_OBS_CELL_PLANES))
        return SAFARI_ENOTFOUND;
    size_t g = sizeof groups / sizeof groups[0];
    while (groups[g - 1].first > plane) /* the groups ascend from plane 0 */
        g--;
    const plane_group *group = &groups[g - 1];
    SAFARI_ASSERT(plane < group->first + group->planes);
    out->plane = plane;
    out->name = plane_names[plane];
    out->group = group->name;
    out->group_first = group->first;
    out->group_planes = group->planes;
    out->description = group->description;
    return SAFARI_OK;
}
