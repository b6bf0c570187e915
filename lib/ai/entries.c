/* SPDX-License-Identifier: MIT */
/* The observation's vector entries described at run time
 * (safari_game_observation_entry), as planes.c describes its planes: a name
 * for each entry and a sentence for each group, so that bindings label the
 * vector by name and a later layout adds entries without an ABI change.
 * The groups follow the SAFARI_OBS_V_* enumerators (the static asserts tie
 * them); the per-face groups after SAFARI_OBS_VECTOR_FIXED depend on the
 * tile set's faces, so the names carry the face's index and are written
 * into the caller's struct rather than kept in a static table. */
#include "actions.h"
#include "tileset.h"

/* What singles out an entry of its group: nothing, the relative seat, the
 * relative seat and the species, the species, the decision kind, the face,
 * the rotation. */
typedef enum { BY_NONE, BY_SEAT, BY_SEAT_SPECIES, BY_SPECIES, BY_KIND, BY_INDEX } suffix_kind;

typedef struct entry_group {
    const char *name;
    suffix_kind by;
    const char *description;
} entry_group;

static const char *const species[SAFARI_SPECIES] = {"ape", "elephant", "giraffe", "lion",
                                                    "zebra"};
static const char *const kinds[SAFARI_DECISION_END + 1] = {"draw",   "token", "place", "action",
                                                           "boost", "park",  "end"};

/* The groups in vector order: first the fixed ones, then the per-face ones
 * (stack, hand; the extended layout's placed face and rotation). */
enum { G_SCORE, G_SUPPLY, G_MEEPLES, G_BAG, G_DISCARD, G_DISCARDED, G_SEATS, G_DECISION,
       G_TO_MOVE, G_STACK, G_HAND, G_PLACED, G_ROTATION, G_COUNT };

static const entry_group groups[G_COUNT] = {
    [G_SCORE] = {"score", BY_SEAT, "The relative seat's (the viewer's seat plus k) score."},
    [G_SUPPLY] = {"supply", BY_SEAT_SPECIES,
                  "Tokens of the species in the relative seat's supply."},
    [G_MEEPLES] = {"meeples", BY_SEAT, "Meeples in the relative seat's supply."},
    [G_BAG] = {"bag", BY_SPECIES, "Tokens of the species in the bag."},
    [G_DISCARD] = {"discard", BY_SPECIES, "Tokens of the species on the discard pile."},
    [G_DISCARDED] = {"discarded_tiles", BY_NONE, "Land tiles discarded."},
    [G_SEATS] = {"seats", BY_NONE, "Seats in the game."},
    [G_DECISION] = {"decision", BY_KIND, "1 for the kind of the pending decision."},
    [G_TO_MOVE] = {"to_move", BY_SEAT,
                   "1 for the relative seat that decides (none at chance or the end)."},
    [G_STACK] = {"stack", BY_INDEX, "Copies of the face (its index in the tile set) left in "
                                    "the stack."},
    [G_HAND] = {"hand", BY_INDEX, "1 for the face in hand (only at a `place` decision)."},
    [G_PLACED] = {"placed", BY_INDEX,
                  "1 for the face of the tile placed this turn, until the turn ends."},
    [G_ROTATION] = {"placed_rotation", BY_INDEX,
                    "1 for the rotation (0 .. 3, quarter turns clockwise) of the tile "
                    "placed this turn, until the turn ends."},
};

_Static_assert(SAFARI_OBS_V_SUPPLY == SAFARI_OBS_V_SCORES + SAFARI_MAX_SEATS, "score entries");
_Static_assert(SAFARI_OBS_V_MEEPLES == SAFARI_OBS_V_SUPPLY + SAFARI_MAX_SEATS * SAFARI_SPECIES,
               "supply entries");
_Static_assert(SAFARI_OBS_V_BAG == SAFARI_OBS_V_MEEPLES + SAFARI_MAX_SEATS, "meeple entries");
_Static_assert(SAFARI_OBS_V_DISCARD == SAFARI_OBS_V_BAG + SAFARI_SPECIES, "bag entries");
_Static_assert(SAFARI_OBS_V_DISCARDED_TILES == SAFARI_OBS_V_DISCARD + SAFARI_SPECIES,
               "discard entries");
_Static_assert(SAFARI_OBS_V_SEATS == SAFARI_OBS_V_DISCARDED_TILES + 1, "discarded tiles");
_Static_assert(SAFARI_OBS_V_DECISION == SAFARI_OBS_V_SEATS + 1, "seats");
_Static_assert(SAFARI_OBS_V_TO_MOVE == SAFARI_OBS_V_DECISION + SAFARI_DECISION_END + 1,
               "decision entries");
_Static_assert(SAFARI_OBS_VECTOR_FIXED == SAFARI_OBS_V_TO_MOVE + SAFARI_MAX_SEATS,
               "to-move entries");
_Static_assert(SAFARI_OBS_EX_VECTOR_FIXED == 4, "one entry a rotation");

/* The size of the 0.4.0 struct: later versions add fields after it and
 * write only the bytes the caller's size covers. */
#define ENTRY_INFO_SIZE_0_4 sizeof(safari_observation_entry_info)

#define NAME_CAP sizeof(((safari_observation_entry_info *)0)->name)

/* Appends text at *at in name (NAME_CAP bytes, room checked by the
 * longest name: "placed_rotation_3", "supply_4_elephant", "placed_199"). */
static void put(char *name, size_t *at, const char *text)
{
    while (*text) {
        SAFARI_ASSERT(*at + 1 < NAME_CAP);
        name[(*at)++] = *text++;
    }
    name[*at] = '\0';
}

static void put_number(char *name, size_t *at, uint32_t n)
{
    char digits[11];
    size_t k = sizeof digits - 1;
    digits[k] = '\0';
    do {
        digits[--k] = (char)('0' + n % 10);
        n /= 10;
    } while (n);
    put(name, at, "_");
    put(name, at, &digits[k]);
}

/* The group of an entry, and its first entry (a valid entry). */
static int group_of(uint32_t entry, uint32_t faces, uint32_t *first)
{
    static const uint32_t fixed_first[G_STACK] = {
        SAFARI_OBS_V_SCORES, SAFARI_OBS_V_SUPPLY, SAFARI_OBS_V_MEEPLES,
        SAFARI_OBS_V_BAG, SAFARI_OBS_V_DISCARD, SAFARI_OBS_V_DISCARDED_TILES,
        SAFARI_OBS_V_SEATS, SAFARI_OBS_V_DECISION, SAFARI_OBS_V_TO_MOVE};
    if (entry >= SAFARI_OBS_VECTOR_FIXED) {
        /* stack, hand, placed: faces entries each; then the rotations */
        uint32_t g = (entry - SAFARI_OBS_VECTOR_FIXED) / faces;
        if (g > 3)
            g = 3;
        *first = SAFARI_OBS_VECTOR_FIXED + g * faces;
        return G_STACK + (int)g;
    }
    int g = G_STACK;
    while (fixed_first[g - 1] > entry) /* the groups ascend from entry 0 */
        g--;
    *first = fixed_first[g - 1];
    return g - 1;
}

static uint32_t group_entries(int g, uint32_t faces)
{
    switch (groups[g].by) {
    case BY_NONE: return 1;
    case BY_SEAT: return SAFARI_MAX_SEATS;
    case BY_SEAT_SPECIES: return SAFARI_MAX_SEATS * SAFARI_SPECIES;
    case BY_SPECIES: return SAFARI_SPECIES;
    case BY_KIND: return SAFARI_DECISION_END + 1;
    case BY_INDEX: return g == G_ROTATION ? SAFARI_OBS_EX_VECTOR_FIXED : faces;
    }
    return 0;
}

int safari_game_observation_entry(const safari_game *game,
                                  const safari_observation_options *options, uint32_t entry,
                                  safari_observation_entry_info *out)
{
    int u8, ex = safari__obs_layout(options, &u8);
    if (!game || !out || out->size < ENTRY_INFO_SIZE_0_4 || ex < 0)
        return SAFARI_EINVAL;
    uint32_t faces = (uint32_t)game->ts->nfaces, first;
    SAFARI_ASSERT(faces > 0);
    uint32_t count = ex ? SAFARI_OBS_VECTOR_FIXED + 3 * faces + SAFARI_OBS_EX_VECTOR_FIXED
                        : SAFARI_OBS_VECTOR_FIXED + 2 * faces;
    if (entry >= count)
        return SAFARI_ENOTFOUND;
    int g = group_of(entry, faces, &first);
    uint32_t k = entry - first, n = group_entries(g, faces);
    SAFARI_ASSERT(k < n);
    size_t at = 0;
    put(out->name, &at, groups[g].name);
    switch (groups[g].by) {
    case BY_NONE: break;
    case BY_SEAT_SPECIES:
        put_number(out->name, &at, k / SAFARI_SPECIES);
        put(out->name, &at, "_");
        put(out->name, &at, species[k % SAFARI_SPECIES]);
        break;
    case BY_SPECIES:
        put(out->name, &at, "_");
        put(out->name, &at, species[k]);
        break;
    case BY_KIND:
        put(out->name, &at, "_");
        put(out->name, &at, kinds[k]);
        break;
    case BY_SEAT:
    case BY_INDEX: put_number(out->name, &at, k); break;
    }
    out->entry = entry;
    out->group = groups[g].name;
    out->group_first = first;
    out->group_entries = n;
    out->description = groups[g].description;
    return SAFARI_OK;
}
