/* SPDX-License-Identifier: MIT */
/* Every export of libsafari called through libffi, as a dynamic language
 * would: the library is dlopen()ed, each function resolved with dlsym() and
 * called only through ffi_call() with a signature declared here by hand from
 * the documentation, not from the header's prototypes. Full games played
 * that way must match games played by direct calls, step by step. */
#include <dlfcn.h>
#include <ffi.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "safari.h"
#include "count_alloc.h"
#include "splitmix.h"

/* ---- The hand-declared signatures -------------------------------------- */

/* One letter per type: v void, i int, I int32_t, u uint32_t, U uint64_t,
 * z size_t, p any pointer. */
typedef struct fn_entry {
    const char *name;
    const char *ret;  /* one letter */
    const char *args; /* one letter per parameter */
    void (*fn)(void);
    ffi_cif cif;
    ffi_type *types[12];
    unsigned calls;
} fn_entry;

enum {
    F_VERSION_NUMBER, F_VERSION_STRING, F_STRERROR, F_TILESET_LOAD, F_TILESET_NEW_DEFAULT,
    F_TILESET_FREE, F_TILESET_DEFAULT_TEXT, F_TILESET_TEXT, F_TILESET_IS_DEFAULT,
    F_TILESET_INFO_GET, F_TILESET_COUNTS, F_TILESET_TYPE, F_GAME_NEW, F_GAME_NEW_EX, F_GAME_CLONE, F_GAME_COPY,
    F_GAME_FREE, F_GAME_OPTIONS, F_GAME_TILESET, F_GAME_STATE_SIZE, F_GAME_DECISION,
    F_GAME_LEGAL_MOVES, F_GAME_OUTCOMES, F_GAME_IS_LEGAL, F_GAME_APPLY, F_GAME_UNDO,
    F_GAME_HISTORY_LENGTH, F_GAME_HISTORY_MOVE, F_GAME_HASH, F_GAME_SEAT, F_GAME_POOLS,
    F_GAME_PROJECTED_SCORES, F_GAME_PROJECTED_SCORES_EX, F_GAME_IS_WINNER, F_GAME_TILE_COUNT, F_GAME_TILE, F_GAME_TILE_AT,
    F_GAME_TILE_FEATURE, F_GAME_MEEPLE, F_GAME_FEATURE_AT, F_GAME_FEATURE_SIDE, F_GAME_SLOT, F_GAME_RANGER,
    F_GAME_EVENTS, F_MOVE_TO_STRING, F_MOVE_PARSE, F_MOVE_PARSE_EX, F_RECORD_WRITE, F_RECORD_READ,
    F_LEGAL_WRITE, F_GAME_PLAYOUT, F_GAME_PLAYOUTS, F_GAME_SAMPLE_MOVE, F_GAME_BOARD_WINDOW, F_GAME_ACTION_COUNT,
    F_GAME_ACTION_INDEX, F_GAME_ACTION_MOVE, F_GAME_LEGAL_MASK, F_GAME_LEGAL_ACTIONS,
    F_GAME_OBSERVATION_SIZE,
    F_GAME_OBSERVATION, F_GAME_TABLE_WINDOW, F_GAME_APPLY_ACTION, F_GAME_OBSERVATION_EX_SIZE,
    F_GAME_OBSERVATION_EX, F_GAME_OBSERVATION_U8, F_GAME_METADATA, F_BATCH_NEW, F_BATCH_FREE,
    F_BATCH_SHAPE, F_BATCH_GAME, F_BATCH_OBSERVE, F_BATCH_STEP, F_BATCH_FINAL_GAME,
    F_GAME_SEARCH_MOVE, F_GAME_GREEDY_MOVE, F_GAME_SVG_WRITE, F_GAME_EVAL_FEATURES,
    F_EVAL_DEFAULT_WEIGHTS, F_GAME_EVALUATE, F_GAME_PLAN_MOVE, F_LEVEL_OPTIONS, F_TILESET_FACE,
    F_GAME_TILE_IN_HAND, F_STATS_SCORES, F_GAME_BOARD_BOUNDS, F_BATCH_OBSERVE_FLOAT,
    F_GAME_SVG_WRITE_EX, F_GAME_OBSERVATION_SHAPE, F_GAME_OBSERVE, F_OBSERVATION_PLANE,
    F_GAME_OBSERVATION_ENTRY, F_GAME_CREATE, F_GAME_SETTINGS, F_BATCH_CREATE, F_COUNT
};

static fn_entry fns[F_COUNT] = {
    [F_VERSION_NUMBER] = {.name = "safari_version_number", .ret = "u", .args = ""},
    [F_VERSION_STRING] = {.name = "safari_version_string", .ret = "p", .args = ""},
    [F_STRERROR] = {.name = "safari_strerror", .ret = "p", .args = "i"},
    [F_TILESET_LOAD] = {.name = "safari_tileset_load", .ret = "i", .args = "ppzpp"},
    [F_TILESET_NEW_DEFAULT] = {.name = "safari_tileset_new_default", .ret = "i", .args = "pp"},
    [F_TILESET_FREE] = {.name = "safari_tileset_free", .ret = "v", .args = "p"},
    [F_TILESET_DEFAULT_TEXT] = {.name = "safari_tileset_default_text", .ret = "p", .args = ""},
    [F_TILESET_TEXT] = {.name = "safari_tileset_text", .ret = "p", .args = "pp"},
    [F_TILESET_IS_DEFAULT] = {.name = "safari_tileset_is_default", .ret = "i", .args = "p"},
    [F_TILESET_INFO_GET] = {.name = "safari_tileset_info_get", .ret = "i", .args = "pp"},
    [F_TILESET_COUNTS] = {.name = "safari_tileset_counts", .ret = "i", .args = "pp"},
    [F_TILESET_TYPE] = {.name = "safari_tileset_type", .ret = "i", .args = "pIp"},
    [F_GAME_NEW] = {.name = "safari_game_new", .ret = "i", .args = "pp"},
    [F_GAME_NEW_EX] = {.name = "safari_game_new_ex", .ret = "i", .args = "ppp"},
    [F_GAME_CLONE] = {.name = "safari_game_clone", .ret = "i", .args = "pp"},
    [F_GAME_COPY] = {.name = "safari_game_copy", .ret = "i", .args = "pp"},
    [F_GAME_FREE] = {.name = "safari_game_free", .ret = "v", .args = "p"},
    [F_GAME_OPTIONS] = {.name = "safari_game_options", .ret = "i", .args = "pp"},
    [F_GAME_CREATE] = {.name = "safari_game_create", .ret = "i", .args = "ppp"},
    [F_GAME_SETTINGS] = {.name = "safari_game_settings", .ret = "i", .args = "pp"},
    [F_GAME_TILESET] = {.name = "safari_game_tileset", .ret = "p", .args = "p"},
    [F_GAME_STATE_SIZE] = {.name = "safari_game_state_size", .ret = "z", .args = "p"},
    [F_GAME_DECISION] = {.name = "safari_game_decision", .ret = "i", .args = "pp"},
    [F_GAME_LEGAL_MOVES] = {.name = "safari_game_legal_moves", .ret = "i", .args = "ppzp"},
    [F_GAME_OUTCOMES] = {.name = "safari_game_outcomes", .ret = "i", .args = "pppzp"},
    [F_GAME_IS_LEGAL] = {.name = "safari_game_is_legal", .ret = "i", .args = "pp"},
    [F_GAME_APPLY] = {.name = "safari_game_apply", .ret = "i", .args = "pp"},
    [F_GAME_UNDO] = {.name = "safari_game_undo", .ret = "i", .args = "p"},
    [F_GAME_HISTORY_LENGTH] = {.name = "safari_game_history_length", .ret = "z", .args = "p"},
    [F_GAME_HISTORY_MOVE] = {.name = "safari_game_history_move", .ret = "i", .args = "pzp"},
    [F_GAME_HASH] = {.name = "safari_game_hash", .ret = "U", .args = "p"},
    [F_GAME_SEAT] = {.name = "safari_game_seat", .ret = "i", .args = "pIp"},
    [F_GAME_POOLS] = {.name = "safari_game_pools", .ret = "i", .args = "pp"},
    [F_GAME_PROJECTED_SCORES] = {.name = "safari_game_projected_scores", .ret = "i", .args = "ppz"},
    [F_GAME_PROJECTED_SCORES_EX] = {.name = "safari_game_projected_scores_ex", .ret = "i",
                                    .args = "ppzp"},
    [F_GAME_IS_WINNER] = {.name = "safari_game_is_winner", .ret = "i", .args = "pI"},
    [F_GAME_TILE_COUNT] = {.name = "safari_game_tile_count", .ret = "z", .args = "p"},
    [F_GAME_TILE] = {.name = "safari_game_tile", .ret = "i", .args = "pzp"},
    [F_GAME_TILE_AT] = {.name = "safari_game_tile_at", .ret = "i", .args = "pIIp"},
    [F_GAME_TILE_FEATURE] = {.name = "safari_game_tile_feature", .ret = "i", .args = "pIIIp"},
    [F_GAME_MEEPLE] = {.name = "safari_game_meeple", .ret = "i", .args = "pIIp"},
    [F_GAME_FEATURE_AT] = {.name = "safari_game_feature_at", .ret = "i", .args = "pIIIp"},
    [F_GAME_FEATURE_SIDE] = {.name = "safari_game_feature_side", .ret = "i", .args = "pIIIp"},
    [F_GAME_SLOT] = {.name = "safari_game_slot", .ret = "i", .args = "pIIIp"},
    [F_GAME_RANGER] = {.name = "safari_game_ranger", .ret = "i", .args = "pIpp"},
    [F_GAME_EVENTS] = {.name = "safari_game_events", .ret = "i", .args = "ppzp"},
    [F_MOVE_TO_STRING] = {.name = "safari_move_to_string", .ret = "i", .args = "ppzp"},
    [F_MOVE_PARSE] = {.name = "safari_move_parse", .ret = "i", .args = "pzpp"},
    [F_MOVE_PARSE_EX] = {.name = "safari_move_parse_ex", .ret = "i", .args = "pzppp"},
    [F_RECORD_WRITE] = {.name = "safari_record_write", .ret = "i", .args = "ppzp"},
    [F_RECORD_READ] = {.name = "safari_record_read", .ret = "i", .args = "ppzpp"},
    [F_LEGAL_WRITE] = {.name = "safari_legal_write", .ret = "i", .args = "ppzp"},
    [F_GAME_SVG_WRITE] = {.name = "safari_game_svg_write", .ret = "i", .args = "ppzp"},
    [F_GAME_PLAYOUT] = {.name = "safari_game_playout", .ret = "i", .args = "pppp"},
    [F_GAME_PLAYOUTS] = {.name = "safari_game_playouts", .ret = "i", .args = "ppzpppzp"},
    [F_GAME_SAMPLE_MOVE] = {.name = "safari_game_sample_move", .ret = "i", .args = "pppp"},
    [F_GAME_BOARD_WINDOW] = {.name = "safari_game_board_window", .ret = "i", .args = "pp"},
    [F_GAME_ACTION_COUNT] = {.name = "safari_game_action_count", .ret = "i", .args = "ppp"},
    [F_GAME_ACTION_INDEX] = {.name = "safari_game_action_index", .ret = "i", .args = "pppp"},
    [F_GAME_ACTION_MOVE] = {.name = "safari_game_action_move", .ret = "i", .args = "ppup"},
    [F_GAME_LEGAL_MASK] = {.name = "safari_game_legal_mask", .ret = "i", .args = "pppzpp"},
    [F_GAME_LEGAL_ACTIONS] = {.name = "safari_game_legal_actions", .ret = "i", .args = "pppzpp"},
    [F_GAME_OBSERVATION_SIZE] = {.name = "safari_game_observation_size", .ret = "i",
                                 .args = "pppp"},
    [F_GAME_OBSERVATION] = {.name = "safari_game_observation", .ret = "i", .args = "ppIpzp"},
    /* the library's players */
    [F_GAME_SEARCH_MOVE] = {.name = "safari_game_search_move", .ret = "i", .args = "ppppp"},
    [F_GAME_GREEDY_MOVE] = {.name = "safari_game_greedy_move", .ret = "i", .args = "ppp"},
    [F_GAME_EVAL_FEATURES] = {.name = "safari_game_eval_features", .ret = "i", .args = "pIpzp"},
    [F_EVAL_DEFAULT_WEIGHTS] = {.name = "safari_eval_default_weights", .ret = "i", .args = "pzp"},
    [F_GAME_EVALUATE] = {.name = "safari_game_evaluate", .ret = "i", .args = "ppzpzp"},
    [F_GAME_PLAN_MOVE] = {.name = "safari_game_plan_move", .ret = "i", .args = "ppppp"},
    [F_LEVEL_OPTIONS] = {.name = "safari_level_options", .ret = "i", .args = "Ipp"},
    [F_TILESET_FACE] = {.name = "safari_tileset_face", .ret = "i", .args = "pIIp"},
    [F_GAME_TILE_IN_HAND] = {.name = "safari_game_tile_in_hand", .ret = "i", .args = "pp"},
    [F_STATS_SCORES] = {.name = "safari_stats_scores", .ret = "i", .args = "dddp"},
    [F_GAME_BOARD_BOUNDS] = {.name = "safari_game_board_bounds", .ret = "i", .args = "ppppp"},
    [F_GAME_SVG_WRITE_EX] = {.name = "safari_game_svg_write_ex", .ret = "i", .args = "pppzp"},
    [F_GAME_TABLE_WINDOW] = {.name = "safari_game_table_window", .ret = "i", .args = "pp"},
    [F_GAME_APPLY_ACTION] = {.name = "safari_game_apply_action", .ret = "i", .args = "ppu"},
    [F_GAME_OBSERVATION_EX_SIZE] = {.name = "safari_game_observation_ex_size", .ret = "i",
                                    .args = "pppp"},
    [F_GAME_OBSERVATION_EX] = {.name = "safari_game_observation_ex", .ret = "i", .args = "ppIpzp"},
    [F_GAME_OBSERVATION_U8] = {.name = "safari_game_observation_u8", .ret = "i", .args = "ppIpzp"},
    [F_GAME_OBSERVATION_SHAPE] = {.name = "safari_game_observation_shape", .ret = "i",
                                  .args = "ppppp"},
    [F_GAME_OBSERVE] = {.name = "safari_game_observe", .ret = "i", .args = "ppIppzp"},
    [F_OBSERVATION_PLANE] = {.name = "safari_observation_plane", .ret = "i", .args = "pup"},
    [F_GAME_OBSERVATION_ENTRY] = {.name = "safari_game_observation_entry", .ret = "i",
                                  .args = "ppup"},
    [F_GAME_METADATA] = {.name = "safari_game_metadata", .ret = "i", .args = "ppp"},
    [F_BATCH_NEW] = {.name = "safari_batch_new", .ret = "i", .args = "ppuU"},
    [F_BATCH_CREATE] = {.name = "safari_batch_create", .ret = "i", .args = "ppuU"},
    [F_BATCH_FREE] = {.name = "safari_batch_free", .ret = "v", .args = "p"},
    [F_BATCH_SHAPE] = {.name = "safari_batch_shape", .ret = "i", .args = "ppppp"},
    [F_BATCH_GAME] = {.name = "safari_batch_game", .ret = "p", .args = "pu"},
    [F_BATCH_FINAL_GAME] = {.name = "safari_batch_final_game", .ret = "p", .args = "pu"},
    [F_BATCH_OBSERVE] = {.name = "safari_batch_observe", .ret = "i", .args = "pppppup"},
    [F_BATCH_STEP] = {.name = "safari_batch_step", .ret = "i", .args = "ppppppuppp"},
    [F_BATCH_OBSERVE_FLOAT] = {.name = "safari_batch_observe_float", .ret = "i", .args = "ppzpu"},
};

static void *library;

static ffi_type *type_of(char letter)
{
    switch (letter) {
    case 'v': return &ffi_type_void;
    case 'i': return &ffi_type_sint;
    case 'I': return &ffi_type_sint32;
    case 'u': return &ffi_type_uint32;
    case 'U': return &ffi_type_uint64;
    case 'z': return sizeof(size_t) == 8 ? &ffi_type_uint64 : &ffi_type_uint32;
    case 'p': return &ffi_type_pointer;
    case 'd': return &ffi_type_double;
    default: return NULL;
    }
}

/* Opens the library and prepares every call interface; failures are
 * reported by test_ffi__every_export_resolves. */
static int open_library(void **state)
{
    (void)state;
    library = dlopen(SAFARI_LIBRARY_PATH, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL)
        return 0;
    for (int i = 0; i < F_COUNT; i++) {
        fn_entry *e = &fns[i];
        void *sym = dlsym(library, e->name);
        unsigned n = (unsigned)strlen(e->args);
        if (sym == NULL || n >= sizeof e->types / sizeof e->types[0])
            continue;
        /* ISO C has no conversion from object to function pointers; copy the bits. */
        memcpy(&e->fn, &sym, sizeof e->fn);
        for (unsigned k = 0; k < n; k++)
            e->types[k] = type_of(e->args[k]);
        if (ffi_prep_cif(&e->cif, FFI_DEFAULT_ABI, n, type_of(e->ret[0]), e->types) != FFI_OK)
            e->fn = NULL;
    }
    return 0;
}

static int close_library(void **state)
{
    (void)state;
    if (library != NULL)
        dlclose(library);
    return 0;
}

static void invoke(int id, void *ret, void **args)
{
    fn_entry *e = &fns[id];
    assert_non_null(e->fn);
    e->calls++;
    ffi_call(&e->cif, e->fn, ret, args);
}

/* Integral results narrower than a register come back in an ffi_arg. */
static int call_i(int id, void **args)
{
    ffi_arg r = 0;
    invoke(id, &r, args);
    return (int)(ffi_sarg)r;
}

static size_t call_z(int id, void **args)
{
    ffi_arg r = 0;
    invoke(id, &r, args);
    return (size_t)r;
}

static void *call_p(int id, void **args)
{
    void *r = NULL;
    invoke(id, &r, args);
    return r;
}

static uint64_t call_U(int id, void **args)
{
    uint64_t r = 0;
    invoke(id, &r, args);
    return r;
}

#define CALL_I(id, ...) call_i(id, (void *[]){__VA_ARGS__})
#define CALL_Z(id, ...) call_z(id, (void *[]){__VA_ARGS__})
#define CALL_P(id, ...) call_p(id, (void *[]){__VA_ARGS__})
#define CALL_U(id, ...) call_U(id, (void *[]){__VA_ARGS__})
#define CALL_V(id, ...) invoke(id, NULL, (void *[]){__VA_ARGS__})

/* ---- Small helpers --------------------------------------------------------- */

static safari_move moves_a[SAFARI_MAX_MOVES], moves_b[SAFARI_MAX_MOVES];
static uint32_t weights_a[SAFARI_MAX_MOVES], weights_b[SAFARI_MAX_MOVES];

/* A text writer (record, legal listing, picture) called through ffi: malloc'd text. */
static char *ffi_text(int id, void *game)
{
    size_t len = 0, cap = 0;
    void *none = NULL;
    int rc = CALL_I(id, &game, &none, &cap, &(size_t *){&len});
    assert_true(rc == SAFARI_EBUFS || rc == SAFARI_OK);
    cap = len + 1;
    char *buf = malloc(cap);
    assert_non_null(buf);
    assert_int_equal(CALL_I(id, &game, &buf, &cap, &(size_t *){&len}), SAFARI_OK);
    assert_int_equal(strlen(buf), len);
    return buf;
}

typedef int (*text_fn)(const safari_game *, char *, size_t, size_t *);

static char *direct_text(text_fn fn, const safari_game *game)
{
    size_t len = 0;
    assert_true(fn(game, NULL, 0, &len) == SAFARI_EBUFS);
    char *buf = malloc(len + 1);
    assert_non_null(buf);
    assert_int_equal(fn(game, buf, len + 1, &len), SAFARI_OK);
    return buf;
}

/* ---- Tests ------------------------------------------------------------------ */

/* The table names exactly the exported list, and each entry resolves. */
static void test_ffi__every_export_resolves(void **state)
{
    (void)state;
    assert_non_null(library);
    FILE *f = fopen(SAFARI_SYMBOL_LIST_PATH, "r");
    assert_non_null(f);
    char line[128];
    int listed = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '\0')
            continue;
        int found = 0;
        for (int i = 0; i < F_COUNT; i++)
            found |= strcmp(fns[i].name, line) == 0;
        if (!found)
            fail_msg("%s is exported but has no signature here", line);
        listed++;
    }
    fclose(f);
    assert_int_equal(listed, F_COUNT);
    for (int i = 0; i < F_COUNT; i++)
        if (fns[i].fn == NULL)
            fail_msg("%s did not resolve or its signature did not prepare", fns[i].name);
}

/* Struct layouts declared with libffi types equal the compiler's. */
#define LAYOUT(ctype, ...)                                                            \
    do {                                                                              \
        ffi_type *el[] = {__VA_ARGS__, NULL};                                         \
        ffi_type st = {0, 0, FFI_TYPE_STRUCT, el};                                    \
        size_t off[sizeof el / sizeof el[0]];                                         \
        assert_int_equal(ffi_get_struct_offsets(FFI_DEFAULT_ABI, &st, off), FFI_OK);  \
        assert_int_equal(st.size, sizeof(ctype));                                     \
        check_offsets(#ctype, off, expected_##ctype, sizeof expected_##ctype / sizeof(size_t)); \
    } while (0)

static void check_offsets(const char *name, const size_t *got, const size_t *want, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (got[i] != want[i])
            fail_msg("%s: field %zu at %zu through libffi, %zu in C", name, i, got[i], want[i]);
}

static ffi_type *array_type(ffi_type *el, size_t n, ffi_type *storage, ffi_type **elements)
{
    /* libffi has no array type; a struct of n equal members has its layout. */
    for (size_t i = 0; i < n; i++)
        elements[i] = el;
    elements[n] = NULL;
    *storage = (ffi_type){0, 0, FFI_TYPE_STRUCT, elements};
    return storage;
}

static void test_ffi__struct_layouts(void **state)
{
    (void)state;
    ffi_type i32 = ffi_type_sint32, i16 = ffi_type_sint16, u8 = ffi_type_uint8;
    ffi_type *p = &ffi_type_pointer;
    ffi_type species_arr, seats_arr, species_arr2, c5, c124;
    ffi_type *e1[SAFARI_SPECIES + 1], *e2[SAFARI_MAX_SEATS + 1], *e3[SAFARI_SPECIES + 1];
    ffi_type *e4[6], *e5[125];
    ffi_type *sp = array_type(&i32, SAFARI_SPECIES, &species_arr, e1);
    ffi_type *sp2 = array_type(&i32, SAFARI_SPECIES, &species_arr2, e3);
    ffi_type *seats = array_type(&i32, SAFARI_MAX_SEATS, &seats_arr, e2);
    ffi_type *chars5 = array_type(&ffi_type_schar, 5, &c5, e4);
    ffi_type *chars124 = array_type(&ffi_type_schar, 124, &c124, e5);

    static const size_t expected_safari_diag[] = {offsetof(safari_diag, line),
                                                  offsetof(safari_diag, message)};
    LAYOUT(safari_diag, &i32, chars124);
    static const size_t expected_safari_move[] = {
        offsetof(safari_move, kind), offsetof(safari_move, species), offsetof(safari_move, index),
        offsetof(safari_move, tile), offsetof(safari_move, x), offsetof(safari_move, y)};
    LAYOUT(safari_move, &u8, &u8, &u8, &u8, &i16, &i16);
    static const size_t expected_safari_decision[] = {
        offsetof(safari_decision, kind), offsetof(safari_decision, to_move),
        offsetof(safari_decision, recipient), offsetof(safari_decision, active)};
    LAYOUT(safari_decision, &i32, &i32, &i32, &i32);
    static const size_t expected_safari_allocator[] = {offsetof(safari_allocator, alloc),
                                                       offsetof(safari_allocator, free),
                                                       offsetof(safari_allocator, ud)};
    LAYOUT(safari_allocator, p, p, p);
    static const size_t expected_safari_tileset_info[] = {
        offsetof(safari_tileset_info, types), offsetof(safari_tileset_info, land_tiles),
        offsetof(safari_tileset_info, faces), offsetof(safari_tileset_info, start_cells)};
    LAYOUT(safari_tileset_info, &i32, &i32, &i32, &i32);
    static const size_t expected_safari_tile_type_info[] = {
        offsetof(safari_tile_type_info, id), offsetof(safari_tile_type_info, copies),
        offsetof(safari_tile_type_info, sides), offsetof(safari_tile_type_info, baobab),
        offsetof(safari_tile_type_info, features), offsetof(safari_tile_type_info, reserved),
        offsetof(safari_tile_type_info, animals), offsetof(safari_tile_type_info, birds)};
    LAYOUT(safari_tile_type_info, &i32, &i32, chars5, &u8, &u8, &u8, sp, &i32);
    static const size_t expected_safari_options[] = {
        offsetof(safari_options, seats), offsetof(safari_options, first_seat),
        offsetof(safari_options, final_scoring), offsetof(safari_options, baobab_tokens),
        offsetof(safari_options, board_limited), offsetof(safari_options, limit_x),
        offsetof(safari_options, limit_y), offsetof(safari_options, boosts),
        offsetof(safari_options, tileset)};
    LAYOUT(safari_options, &i32, &i32, &i32, &i32, &i32, &i32, &i32, &i32, p);
    static const size_t expected_safari_seat_info[] = {offsetof(safari_seat_info, score),
                                                       offsetof(safari_seat_info, meeples),
                                                       offsetof(safari_seat_info, tokens)};
    LAYOUT(safari_seat_info, &i32, &i32, sp);
    static const size_t expected_safari_pool_info[] = {
        offsetof(safari_pool_info, seats), offsetof(safari_pool_info, stack),
        offsetof(safari_pool_info, discarded_tiles), offsetof(safari_pool_info, bag),
        offsetof(safari_pool_info, discard)};
    LAYOUT(safari_pool_info, &i32, &i32, &i32, sp, sp2);
    static const size_t expected_safari_tile_info[] = {
        offsetof(safari_tile_info, x), offsetof(safari_tile_info, y),
        offsetof(safari_tile_info, tile), offsetof(safari_tile_info, copy),
        offsetof(safari_tile_info, rotation), offsetof(safari_tile_info, start),
        offsetof(safari_tile_info, sides), offsetof(safari_tile_info, baobab),
        offsetof(safari_tile_info, features), offsetof(safari_tile_info, reserved)};
    LAYOUT(safari_tile_info, &i16, &i16, &u8, &u8, &u8, &u8, chars5, &u8, &u8, &u8);
    static const size_t expected_safari_tile_feature[] = {
        offsetof(safari_tile_feature, kind), offsetof(safari_tile_feature, sides),
        offsetof(safari_tile_feature, birds), offsetof(safari_tile_feature, animals)};
    LAYOUT(safari_tile_feature, &i32, &i32, &i32, sp);
    static const size_t expected_safari_meeple_info[] = {
        offsetof(safari_meeple_info, where), offsetof(safari_meeple_info, x),
        offsetof(safari_meeple_info, y), offsetof(safari_meeple_info, spot)};
    LAYOUT(safari_meeple_info, &i32, &i16, &i16, &i32);
    static const size_t expected_safari_feature_info[] = {
        offsetof(safari_feature_info, kind), offsetof(safari_feature_info, complete),
        offsetof(safari_feature_info, open_sides), offsetof(safari_feature_info, tiles),
        offsetof(safari_feature_info, birds), offsetof(safari_feature_info, animals),
        offsetof(safari_feature_info, meeples)};
    LAYOUT(safari_feature_info, &i32, &i32, &i32, &i32, &i32, sp, seats);
    static const size_t expected_safari_slot_info[] = {offsetof(safari_slot_info, open),
                                                       offsetof(safari_slot_info, species),
                                                       offsetof(safari_slot_info, owner)};
    LAYOUT(safari_slot_info, &i32, &i32, &i32);
    static const size_t expected_safari_event[] = {
        offsetof(safari_event, kind), offsetof(safari_event, seat),
        offsetof(safari_event, points), offsetof(safari_event, x), offsetof(safari_event, y),
        offsetof(safari_event, spot)};
    LAYOUT(safari_event, &i32, &i32, &i32, &i16, &i16, &i32);
    /* the library's players */
    ffi_type u32 = ffi_type_uint32, dbl = ffi_type_double;
    static const size_t expected_safari_search_options[] = {
        offsetof(safari_search_options, playouts), offsetof(safari_search_options, time_ms),
        offsetof(safari_search_options, explore), offsetof(safari_search_options, score_weight),
        offsetof(safari_search_options, policy), offsetof(safari_search_options, size)};
    LAYOUT(safari_search_options, &u32, &u32, &dbl, &dbl, &i32, &u32);
    static const size_t expected_safari_search_stats[] = {
        offsetof(safari_search_stats, playouts), offsetof(safari_search_stats, nodes),
        offsetof(safari_search_stats, visits), offsetof(safari_search_stats, elapsed_ms),
        offsetof(safari_search_stats, value)};
    LAYOUT(safari_search_stats, &u32, &u32, &u32, &u32, &dbl);
}

static void test_ffi__version_text_and_moves(void **state)
{
    (void)state;
    ffi_arg number = 0;
    invoke(F_VERSION_NUMBER, &number, NULL);
    assert_int_equal((uint32_t)number, safari_version_number());
    assert_int_equal((uint32_t)number, SAFARI_VERSION_NUMBER);
    assert_string_equal(call_p(F_VERSION_STRING, NULL), SAFARI_VERSION_STRING);
    assert_ptr_equal(call_p(F_TILESET_DEFAULT_TEXT, NULL), safari_tileset_default_text());
    for (int status = 1; status >= -9; status--)
        assert_string_equal(CALL_P(F_STRERROR, &status), safari_strerror(status));

    static const char *const texts[] = {"draw 07/2", "token Z", "place -3 12 3", "discard",
                                        "meeple baobab", "meeple W", "ranger 1 -2 4",
                                        "dig 0 0 SW L", "expand 5 -5 NE A", "pass", "boost -",
                                        "boost G", "park 7 8"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        const char *t = texts[i];
        size_t len = strlen(t), n = 0, cap = SAFARI_MOVE_TEXT_MAX;
        void *none = NULL;
        safari_move a, b;
        memset(&a, 0xff, sizeof a);
        assert_int_equal(CALL_I(F_MOVE_PARSE, &t, &len, &none, &(safari_move *){&a}), SAFARI_OK);
        assert_int_equal(safari_move_parse_ex(t, len, NULL, &b, NULL), SAFARI_OK);
        assert_memory_equal(&a, &b, sizeof a);
        char buf[SAFARI_MOVE_TEXT_MAX];
        assert_int_equal(CALL_I(F_MOVE_TO_STRING, &(safari_move *){&a}, &(char *){buf}, &cap,
                                &(size_t *){&n}), SAFARI_OK);
        assert_string_equal(buf, t);
        assert_int_equal(n, len);
        cap = 2; /* too small: EBUFS and the length needed */
        assert_int_equal(CALL_I(F_MOVE_TO_STRING, &(safari_move *){&a}, &(char *){buf}, &cap,
                                &(size_t *){&n}), SAFARI_EBUFS);
        assert_int_equal(n, len);
    }
    const char *bad = "token Q";
    size_t bad_len = strlen(bad);
    void *none = NULL;
    safari_move m;
    assert_int_equal(CALL_I(F_MOVE_PARSE, &bad, &bad_len, &none, &(safari_move *){&m}),
                     SAFARI_EPARSE);
    safari_diag d;
    assert_int_equal(CALL_I(F_MOVE_PARSE_EX, &bad, &bad_len, &none, &(safari_move *){&m},
                            &(safari_diag *){&d}),
                     SAFARI_EPARSE);
    assert_int_equal(d.line, 1);
    assert_string_equal(d.message, "species 'Q' is not A, E, G, L or Z");
}

static void test_ffi__tilesets(void **state)
{
    (void)state;
    void *ts = NULL, *none = NULL;
    assert_int_equal(CALL_I(F_TILESET_NEW_DEFAULT, &(void **){&ts}, &none), SAFARI_OK);
    assert_int_equal(CALL_I(F_TILESET_IS_DEFAULT, &ts), 1);
    size_t len = 0;
    const char *text = CALL_P(F_TILESET_TEXT, &ts, &(size_t *){&len});
    assert_string_equal(text, safari_tileset_default_text());
    assert_int_equal(len, strlen(text));

    /* The same text, loaded: equal counts and types, direct and through ffi. */
    void *loaded = NULL;
    safari_tileset *direct = NULL;
    safari_diag diag;
    assert_int_equal(CALL_I(F_TILESET_LOAD, &(void **){&loaded}, &text, &len, &none,
                            &(safari_diag *){&diag}), SAFARI_OK);
    assert_int_equal(safari_tileset_load(&direct, text, len, NULL, NULL), SAFARI_OK);
    safari_tileset_info ia, ib, ic;
    assert_int_equal(CALL_I(F_TILESET_COUNTS, &loaded, &(safari_tileset_info *){&ia}), SAFARI_OK);
    assert_int_equal(safari_tileset_counts(direct, &ib), SAFARI_OK);
    assert_memory_equal(&ia, &ib, sizeof ia);
    /* The former name, a deprecated wrapper still exported until 1.0
     * (tests/abi/deprecated.txt): the same counts. */
    assert_int_equal(CALL_I(F_TILESET_INFO_GET, &loaded, &(safari_tileset_info *){&ic}), SAFARI_OK);
    assert_memory_equal(&ia, &ic, sizeof ia);
    for (int32_t i = 0; i <= ia.types; i++) {
        safari_tile_type_info ta, tb;
        memset(&ta, 0, sizeof ta);
        memset(&tb, 0, sizeof tb);
        int ra = CALL_I(F_TILESET_TYPE, &loaded, &i, &(safari_tile_type_info *){&ta});
        assert_int_equal(ra, safari_tileset_type(direct, i, &tb));
        assert_int_equal(ra, i < ia.types ? SAFARI_OK : SAFARI_EINVAL);
        assert_memory_equal(&ta, &tb, sizeof ta);
    }
    /* Every face in every rotation, and one past the last: the same both ways. */
    for (int32_t f = 0; f <= ia.faces; f++)
        for (int32_t r = 0; r < 4; r++) {
            safari_face fa = SAFARI_FACE_INIT, fb = SAFARI_FACE_INIT;
            int ra = CALL_I(F_TILESET_FACE, &loaded, &f, &r, &(safari_face *){&fa});
            assert_int_equal(ra, safari_tileset_face(direct, f, r, &fb));
            assert_int_equal(ra, f < ia.faces ? SAFARI_OK : SAFARI_EINVAL);
            assert_memory_equal(&fa, &fb, sizeof fa);
        }
    /* The tile in hand: none at setup, then the drawn face. */
    safari_game *g = NULL;
    safari_decision d;
    safari_move m;
    uint64_t rng = 1;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    for (int drawn = 0; !drawn;) {
        safari_face fa = SAFARI_FACE_INIT, fb = SAFARI_FACE_INIT;
        assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
        int ra = CALL_I(F_GAME_TILE_IN_HAND, &g, &(safari_face *){&fa});
        assert_int_equal(ra, safari_game_tile_in_hand(g, &fb));
        assert_int_equal(ra, d.kind == SAFARI_DECISION_PLACE ? SAFARI_OK : SAFARI_ENOTFOUND);
        assert_memory_equal(&fa, &fb, sizeof fa);
        drawn = d.kind == SAFARI_DECISION_PLACE;
        assert_int_equal(safari_game_sample_move(g, &rng, 0, &m), SAFARI_OK);
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    }
    safari_game_free(g);

    safari_tileset_free(direct);

    /* A bad text: the same status and diagnostic both ways. */
    const char *bad = "01 1 ssss\nnot a tile\n";
    size_t bad_len = strlen(bad);
    void *out = &loaded;
    safari_diag da, db;
    memset(&da, 0, sizeof da);
    memset(&db, 0, sizeof db);
    void *keep = loaded;
    int ra = CALL_I(F_TILESET_LOAD, &out, &bad, &bad_len, &none, &(safari_diag *){&da});
    assert_int_equal(ra, safari_tileset_load(&direct, bad, bad_len, NULL, &db));
    assert_int_equal(ra, SAFARI_EPARSE);
    assert_null(loaded);
    assert_int_equal(da.line, db.line);
    assert_string_equal(da.message, db.message);
    CALL_V(F_TILESET_FREE, &keep);
    CALL_V(F_TILESET_FREE, &ts);
    CALL_V(F_TILESET_FREE, &none); /* NULL is a no-op */
}

/* Asserts that the ffi game a and the direct game b show the same position. */
static void compare_positions(void *a, const safari_game *b, int deep)
{
    safari_decision da, db;
    assert_int_equal(CALL_I(F_GAME_DECISION, &a, &(safari_decision *){&da}), SAFARI_OK);
    assert_int_equal(safari_game_decision(b, &db), SAFARI_OK);
    assert_memory_equal(&da, &db, sizeof da);
    assert_true(CALL_U(F_GAME_HASH, &a) == safari_game_hash(b));
    size_t na = 0, nb = 0, cap = SAFARI_MAX_MOVES;
    assert_int_equal(CALL_I(F_GAME_LEGAL_MOVES, &a, &(safari_move *){moves_a}, &cap,
                            &(size_t *){&na}), SAFARI_OK);
    assert_int_equal(safari_game_legal_moves(b, moves_b, SAFARI_MAX_MOVES, &nb), SAFARI_OK);
    assert_int_equal(na, nb);
    assert_memory_equal(moves_a, moves_b, na * sizeof moves_a[0]);
    int32_t seats = 0;
    safari_pool_info pa, pb;
    assert_int_equal(CALL_I(F_GAME_POOLS, &a, &(safari_pool_info *){&pa}), SAFARI_OK);
    assert_int_equal(safari_game_pools(b, &pb), SAFARI_OK);
    assert_memory_equal(&pa, &pb, sizeof pa);
    seats = pa.seats;
    for (int32_t s = 0; s < seats; s++) {
        safari_seat_info sa, sb;
        assert_int_equal(CALL_I(F_GAME_SEAT, &a, &s, &(safari_seat_info *){&sa}), SAFARI_OK);
        assert_int_equal(safari_game_seat(b, s, &sb), SAFARI_OK);
        assert_memory_equal(&sa, &sb, sizeof sa);
        assert_int_equal(CALL_I(F_GAME_IS_WINNER, &a, &s), safari_game_is_winner(b, s));
    }
    int32_t ja[SAFARI_MAX_SEATS], jb[SAFARI_MAX_SEATS];
    size_t jcap = SAFARI_MAX_SEATS;
    assert_int_equal(CALL_I(F_GAME_PROJECTED_SCORES, &a, &(int32_t *){ja}, &jcap), SAFARI_OK);
    assert_int_equal(safari_game_projected_scores_ex(b, jb, SAFARI_MAX_SEATS, &(size_t){0}),
                     SAFARI_OK);
    assert_memory_equal(ja, jb, (size_t)seats * sizeof ja[0]);
    size_t jn = 0;
    memset(ja, 0, sizeof ja);
    assert_int_equal(CALL_I(F_GAME_PROJECTED_SCORES_EX, &a, &(int32_t *){ja}, &jcap,
                            &(size_t *){&jn}), SAFARI_OK);
    assert_int_equal(jn, (size_t)seats);
    assert_memory_equal(ja, jb, (size_t)seats * sizeof ja[0]);
    if (!deep)
        return;

    size_t tiles = CALL_Z(F_GAME_TILE_COUNT, &a);
    assert_int_equal(tiles, safari_game_tile_count(b));
    for (size_t i = 0; i < tiles; i++) {
        safari_tile_info ta, tb, tc;
        assert_int_equal(CALL_I(F_GAME_TILE, &a, &i, &(safari_tile_info *){&ta}), SAFARI_OK);
        assert_int_equal(safari_game_tile(b, i, &tb), SAFARI_OK);
        assert_memory_equal(&ta, &tb, sizeof ta);
        int32_t x = ta.x, y = ta.y;
        assert_int_equal(CALL_I(F_GAME_TILE_AT, &a, &x, &y, &(safari_tile_info *){&tc}), SAFARI_OK);
        assert_memory_equal(&tc, &tb, sizeof tc);
        for (int32_t k = 0; k < 4; k++) {
            safari_feature_info fa, fb;
            memset(&fa, 0, sizeof fa);
            memset(&fb, 0, sizeof fb);
            int ra = CALL_I(F_GAME_FEATURE_AT, &a, &x, &y, &k, &(safari_feature_info *){&fa});
            assert_int_equal(ra, safari_game_feature_at(b, x, y, k, &fb));
            assert_memory_equal(&fa, &fb, sizeof fa);
            int32_t sa = -9, sb = -9;
            ra = CALL_I(F_GAME_FEATURE_SIDE, &a, &x, &y, &k, &(int32_t *){&sa});
            assert_int_equal(ra, safari_game_feature_side(b, x, y, k, &sb));
            assert_int_equal(sa, sb);
            safari_tile_feature tfa, tfb;
            memset(&tfa, 0, sizeof tfa);
            memset(&tfb, 0, sizeof tfb);
            ra = CALL_I(F_GAME_TILE_FEATURE, &a, &x, &y, &k, &(safari_tile_feature *){&tfa});
            assert_int_equal(ra, safari_game_tile_feature(b, x, y, k, &tfb));
            assert_memory_equal(&tfa, &tfb, sizeof tfa);
            safari_slot_info la, lb;
            assert_int_equal(CALL_I(F_GAME_SLOT, &a, &x, &y, &k, &(safari_slot_info *){&la}),
                             SAFARI_OK);
            assert_int_equal(safari_game_slot(b, x, y, k, &lb), SAFARI_OK);
            assert_memory_equal(&la, &lb, sizeof la);
        }
    }
    for (int32_t s = 0; s < seats; s++)
        for (int32_t i = 0; i < SAFARI_MEEPLES; i++) {
            safari_meeple_info ma, mb;
            assert_int_equal(CALL_I(F_GAME_MEEPLE, &a, &s, &i, &(safari_meeple_info *){&ma}),
                             SAFARI_OK);
            assert_int_equal(safari_game_meeple(b, s, i, &mb), SAFARI_OK);
            assert_memory_equal(&ma, &mb, sizeof ma);
        }
    for (int32_t r = 0; r < SAFARI_RANGERS; r++) {
        int32_t xa = 0, ya = 0, xb = 0, yb = 0;
        int ra = CALL_I(F_GAME_RANGER, &a, &r, &(int32_t *){&xa}, &(int32_t *){&ya});
        assert_int_equal(ra, safari_game_ranger(b, r, &xb, &yb));
        assert_int_equal(xa, xb);
        assert_int_equal(ya, yb);
    }
    int32_t ba[4] = {0}, bb[4] = {0};
    assert_int_equal(CALL_I(F_GAME_BOARD_BOUNDS, &a, &(int32_t *){&ba[0]}, &(int32_t *){&ba[1]},
                            &(int32_t *){&ba[2]}, &(int32_t *){&ba[3]}),
                     SAFARI_OK);
    assert_int_equal(safari_game_board_bounds(b, &bb[0], &bb[1], &bb[2], &bb[3]), SAFARI_OK);
    assert_memory_equal(ba, bb, sizeof ba);
    size_t ha = CALL_Z(F_GAME_HISTORY_LENGTH, &a);
    assert_int_equal(ha, safari_game_history_length(b));
    for (size_t i = 0; i < ha; i += 7) {
        safari_move ma, mb;
        assert_int_equal(CALL_I(F_GAME_HISTORY_MOVE, &a, &i, &(safari_move *){&ma}), SAFARI_OK);
        assert_int_equal(safari_game_history_move(b, i, &mb), SAFARI_OK);
        assert_memory_equal(&ma, &mb, sizeof ma);
    }
    char *la = ffi_text(F_LEGAL_WRITE, a), *lb = direct_text(safari_legal_write, b);
    assert_string_equal(la, lb);
    free(la);
    free(lb);
    char *sa = ffi_text(F_GAME_SVG_WRITE, a), *sb = direct_text(safari_game_svg_write, b);
    assert_string_equal(sa, sb);
    free(sa);
    free(sb);
    /* With options, through ffi and directly: the same picture. */
    safari_svg_options so = SAFARI_SVG_OPTIONS_INIT;
    so.width = 500;
    so.legend = 0;
    so.ids = 1;
    size_t xa_len = 0, xb_len = 0, xcap = 0;
    void *none = NULL;
    assert_int_equal(CALL_I(F_GAME_SVG_WRITE_EX, &a, &(safari_svg_options *){&so}, &none, &xcap,
                            &(size_t *){&xa_len}),
                     SAFARI_EBUFS);
    assert_int_equal(safari_game_svg_write_ex(b, &so, NULL, 0, &xb_len), SAFARI_EBUFS);
    assert_int_equal(xa_len, xb_len);
    char *xa = malloc(xa_len + 1), *xb = malloc(xb_len + 1);
    assert_non_null(xa);
    assert_non_null(xb);
    xcap = xa_len + 1;
    assert_int_equal(CALL_I(F_GAME_SVG_WRITE_EX, &a, &(safari_svg_options *){&so}, &xa, &xcap,
                            &(size_t *){&xa_len}),
                     SAFARI_OK);
    assert_int_equal(safari_game_svg_write_ex(b, &so, xb, xb_len + 1, &xb_len), SAFARI_OK);
    assert_string_equal(xa, xb);
    free(xa);
    free(xb);
}

/* One game, played through ffi and directly side by side; the ffi game
 * allocates through `count` for odd seeds. */
static void play_both(uint64_t seed, int32_t seats, count_alloc *count)
{
    safari_options opts;
    memset(&opts, 0, sizeof opts);
    opts.seats = seats;
    opts.first_seat = (int32_t)(seed % (uint64_t)seats);
    opts.final_scoring = (int32_t)(seed % 2);
    opts.baobab_tokens = (int32_t)(seed / 2 % 2);
    safari_allocator alloc = count_alloc_hooks(count);
    void *a = NULL;
    safari_game *b = NULL;
    if (seed % 2 == 0) {
        assert_int_equal(CALL_I(F_GAME_NEW, &(void **){&a}, &(safari_options *){&opts}),
                         SAFARI_OK);
    } else if (seed % 4 == 1) {
        assert_int_equal(CALL_I(F_GAME_NEW_EX, &(void **){&a}, &(safari_options *){&opts},
                                &(safari_allocator *){&alloc}), SAFARI_OK);
        assert_true(count->live > 0);
    } else {
        safari_settings set = SAFARI_SETTINGS_INIT;
        set.seats = opts.seats;
        set.first_seat = opts.first_seat;
        set.final_scoring = opts.final_scoring;
        set.baobab_tokens = opts.baobab_tokens;
        assert_int_equal(CALL_I(F_GAME_CREATE, &(void **){&a}, &(safari_settings *){&set},
                                &(safari_allocator *){&alloc}), SAFARI_OK);
        assert_true(count->live > 0);
    }
    assert_int_equal(safari_game_new(&b, &opts), SAFARI_OK);

    /* the deprecated query through ffi answers the fields of the new one */
    safari_options oa;
    safari_settings sa = SAFARI_SETTINGS_INIT, sb = SAFARI_SETTINGS_INIT;
    assert_int_equal(CALL_I(F_GAME_OPTIONS, &a, &(safari_options *){&oa}), SAFARI_OK);
    assert_int_equal(CALL_I(F_GAME_SETTINGS, &a, &(safari_settings *){&sa}), SAFARI_OK);
    assert_int_equal(safari_game_settings(b, &sb), SAFARI_OK);
    assert_int_equal(oa.seats, sb.seats);
    assert_int_equal(oa.first_seat, sb.first_seat);
    assert_int_equal(oa.final_scoring, sb.final_scoring);
    assert_int_equal(oa.baobab_tokens, sb.baobab_tokens);
    assert_int_equal(oa.board_limited, sb.board_limited);
    assert_int_equal(oa.boosts, sb.boosts);
    assert_ptr_equal(oa.tileset, sa.tileset);
    assert_int_equal(sa.size, sizeof sa); /* kept */
    assert_int_equal(sa.seats, sb.seats);
    assert_int_equal(sa.first_seat, sb.first_seat);
    assert_int_equal(sa.final_scoring, sb.final_scoring);
    assert_int_equal(sa.baobab_tokens, sb.baobab_tokens);
    assert_int_equal(sa.board_limited, sb.board_limited);
    assert_int_equal(sa.limit_x, sb.limit_x);
    assert_int_equal(sa.limit_y, sb.limit_y);
    assert_int_equal(sa.boosts, sb.boosts);
    void *ts = CALL_P(F_GAME_TILESET, &a);
    assert_int_equal(CALL_I(F_TILESET_IS_DEFAULT, &ts), 1);
    assert_int_equal(CALL_Z(F_GAME_STATE_SIZE, &a), safari_game_state_size(b));

    uint64_t rng = seed;
    for (int step = 0;; step++) {
        compare_positions(a, b, step % 40 == 0);
        size_t na = 0, nb = 0, cap = SAFARI_MAX_MOVES;
        assert_int_equal(CALL_I(F_GAME_OUTCOMES, &a, &(safari_move *){moves_a},
                                &(uint32_t *){weights_a}, &cap, &(size_t *){&na}), SAFARI_OK);
        assert_int_equal(safari_game_outcomes(b, moves_b, weights_b, SAFARI_MAX_MOVES, &nb),
                         SAFARI_OK);
        assert_int_equal(na, nb);
        assert_memory_equal(moves_a, moves_b, na * sizeof moves_a[0]);
        assert_memory_equal(weights_a, weights_b, na * sizeof weights_a[0]);
        if (na == 0)
            break;
        safari_move *m = &moves_a[splitmix64_pick(&rng, weights_a, na)];
        assert_int_equal(CALL_I(F_GAME_IS_LEGAL, &a, &m), 1);
        assert_int_equal(CALL_I(F_GAME_APPLY, &a, &m), SAFARI_OK);
        assert_int_equal(safari_game_apply(b, m), SAFARI_OK);
        safari_event ea[64], eb[64];
        size_t ca = 0, cb = 0, ecap = 64;
        assert_int_equal(CALL_I(F_GAME_EVENTS, &a, &(safari_event *){ea}, &ecap,
                                &(size_t *){&ca}), SAFARI_OK);
        assert_int_equal(safari_game_events(b, eb, 64, &cb), SAFARI_OK);
        assert_int_equal(ca, cb);
        assert_memory_equal(ea, eb, ca * sizeof ea[0]);
    }
    compare_positions(a, b, 1);

    /* An illegal move and errors: the same status, nothing changed. */
    uint64_t hash = CALL_U(F_GAME_HASH, &a);
    safari_move pass = {SAFARI_MOVE_PASS, 0, 0, 0, 0, 0};
    assert_int_equal(CALL_I(F_GAME_IS_LEGAL, &a, &(safari_move *){&pass}), 0);
    assert_int_equal(CALL_I(F_GAME_APPLY, &a, &(safari_move *){&pass}), SAFARI_EILLEGAL);
    void *none = NULL;
    assert_int_equal(CALL_I(F_GAME_APPLY, &a, &none), SAFARI_EINVAL);
    int32_t bad_seat = seats;
    safari_seat_info si;
    assert_int_equal(CALL_I(F_GAME_SEAT, &a, &bad_seat, &(safari_seat_info *){&si}), SAFARI_EINVAL);
    assert_true(CALL_U(F_GAME_HASH, &a) == hash);

    /* Records: equal text; read back through ffi, the same position. */
    char *ra = ffi_text(F_RECORD_WRITE, a), *rb = direct_text(safari_record_write, b);
    assert_string_equal(ra, rb);
    void *back = NULL;
    size_t rlen = strlen(ra);
    safari_diag diag;
    assert_int_equal(CALL_I(F_RECORD_READ, &(void **){&back}, &ra, &rlen, &none,
                            &(safari_diag *){&diag}), SAFARI_OK);
    compare_positions(back, b, 1);

    /* Clone and copy through ffi, then undo everything on both sides. */
    void *twin = NULL;
    assert_int_equal(CALL_I(F_GAME_CLONE, &(void **){&twin}, &a), SAFARI_OK);
    assert_int_equal(CALL_I(F_GAME_UNDO, &twin), SAFARI_OK);
    /* back has its own built-in tile set: equal to a's, so copy accepts it. */
    assert_int_equal(CALL_I(F_GAME_COPY, &twin, &back), SAFARI_OK);
    assert_true(CALL_U(F_GAME_HASH, &twin) == hash);
    assert_int_equal(CALL_I(F_GAME_UNDO, &twin), SAFARI_OK);
    assert_true(CALL_U(F_GAME_HASH, &twin) != hash);
    assert_int_equal(CALL_I(F_GAME_COPY, &twin, &a), SAFARI_OK);
    assert_true(CALL_U(F_GAME_HASH, &twin) == hash);
    size_t moves = safari_game_history_length(b);
    for (size_t k = 0; k < moves; k++) {
        assert_int_equal(CALL_I(F_GAME_UNDO, &a), SAFARI_OK);
        assert_int_equal(safari_game_undo(b), SAFARI_OK);
        assert_true(CALL_U(F_GAME_HASH, &a) == safari_game_hash(b));
    }
    compare_positions(a, b, 1);
    assert_int_equal(CALL_I(F_GAME_UNDO, &a), SAFARI_ENOUNDO);

    free(ra);
    free(rb);
    CALL_V(F_GAME_FREE, &twin);
    CALL_V(F_GAME_FREE, &back);
    CALL_V(F_GAME_FREE, &a);
    CALL_V(F_GAME_FREE, &none);
    safari_game_free(b);
}

static void test_ffi__full_games_match_direct_calls(void **state)
{
    (void)state;
    count_alloc count;
    count_alloc_start(&count, 0);
    for (uint64_t seed = 1; seed <= 12; seed++)
        play_both(seed, (int32_t)(2 + seed % 4), &count);
    assert_true(count.allocs > 0);
    assert_true(count_alloc_all_freed(&count)); /* every block freed, with its size */
}

/* Playouts, the action space, the mask and the observation through libffi
 * equal direct calls: the same games, indices, moves, masks and floats. */
static void test_ffi__ai_toolkit_matches_direct_calls(void **state)
{
    (void)state;
    safari_game *a = NULL, *scratch = NULL, *b = NULL;
    void *np = NULL;
    assert_int_equal(CALL_I(F_GAME_NEW, &(void **){(void **)&a}, &np), SAFARI_OK);
    assert_int_equal(safari_game_new(&b, NULL), SAFARI_OK);
    uint64_t ra = 21, rb = 21;
    size_t pa = 0, pb = 0;
    safari_playout_options o = {SAFARI_POLICY_UNIFORM, SAFARI_RESULT_SCORES, 80, 0};
    safari_playout_options *op = &o;
    assert_int_equal(CALL_I(F_GAME_PLAYOUT, &a, &(uint64_t *){&ra}, &op, &(size_t *){&pa}),
                     SAFARI_OK);
    assert_int_equal(safari_game_playout(b, &rb, &o, &pb), SAFARI_OK);
    assert_int_equal(pa, 80);
    assert_int_equal(pa, pb);
    assert_true(ra == rb && CALL_U(F_GAME_HASH, &a) == safari_game_hash(b));

    safari_move sa, sb;
    safari_move *sap = &sa;
    assert_int_equal(CALL_I(F_GAME_SAMPLE_MOVE, &a, &(uint64_t *){&ra}, &op, &sap), SAFARI_OK);
    assert_int_equal(safari_game_sample_move(b, &rb, &o, &sb), SAFARI_OK);
    assert_true(ra == rb);
    assert_memory_equal(&sa, &sb, sizeof sa);

    assert_int_equal(CALL_I(F_GAME_CLONE, &(safari_game **){&scratch}, &a), SAFARI_OK);
    int32_t rows[8], direct[8];
    size_t n = 4, cap = 8, ca = 0, cb = 0;
    o.max_moves = 0;
    o.result = SAFARI_RESULT_WINS;
    int32_t *rp = rows;
    assert_int_equal(CALL_I(F_GAME_PLAYOUTS, &a, &scratch, &n, &(uint64_t *){&ra}, &op, &rp, &cap,
                            &(size_t *){&ca}),
                     SAFARI_OK);
    safari_game *scratch_b = NULL;
    assert_int_equal(safari_game_clone(&scratch_b, b), SAFARI_OK);
    assert_int_equal(safari_game_playouts(b, scratch_b, 4, &rb, &o, direct, 8, &cb), SAFARI_OK);
    assert_int_equal(ca, cb);
    assert_memory_equal(rows, direct, sizeof rows);

    safari_window w, wb;
    safari_window *wp = &w;
    assert_int_equal(CALL_I(F_GAME_BOARD_WINDOW, &a, &wp), SAFARI_OK);
    assert_int_equal(safari_game_board_window(b, &wb), SAFARI_OK);
    assert_memory_equal(&w, &wb, sizeof w);
    uint32_t count = 0;
    assert_int_equal(CALL_I(F_GAME_ACTION_COUNT, &a, &wp, &(uint32_t *){&count}), SAFARI_OK);
    static uint8_t ma[1 << 16], mb[1 << 16];
    uint8_t *map = ma;
    size_t mcap = sizeof ma, mca = 0, mcb = 0, outside = 9;
    assert_int_equal(CALL_I(F_GAME_LEGAL_MASK, &a, &wp, &map, &mcap, &(size_t *){&mca},
                            &(size_t *){&outside}),
                     SAFARI_OK);
    assert_int_equal(safari_game_legal_mask(b, &wb, mb, sizeof mb, &mcb, NULL), SAFARI_OK);
    assert_int_equal(mca, count);
    assert_int_equal(outside, 0);
    assert_memory_equal(ma, mb, count);
    size_t legal = 0;
    assert_int_equal(safari_game_legal_moves(b, moves_b, SAFARI_MAX_MOVES, &legal), SAFARI_OK);
    /* The list: move i's action at entry i (the board window holds all). */
    static uint32_t la[SAFARI_MAX_MOVES];
    uint32_t *lap = la;
    size_t lcap = SAFARI_MAX_MOVES, lcount = 0;
    outside = 9;
    assert_int_equal(CALL_I(F_GAME_LEGAL_ACTIONS, &a, &wp, &lap, &lcap, &(size_t *){&lcount},
                            &(size_t *){&outside}),
                     SAFARI_OK);
    assert_int_equal(lcount, legal);
    assert_int_equal(outside, 0);
    for (size_t i = 0; i < legal; i++) {
        uint32_t k = 0;
        safari_move back, *mp = &moves_b[i], *bp = &back;
        assert_int_equal(CALL_I(F_GAME_ACTION_INDEX, &a, &wp, &mp, &(uint32_t *){&k}), SAFARI_OK);
        assert_int_equal(ma[k], 1);
        assert_int_equal(la[i], k);
        assert_int_equal(CALL_I(F_GAME_ACTION_MOVE, &a, &wp, &k, &bp), SAFARI_OK);
        assert_memory_equal(&back, &moves_b[i], sizeof back);
    }
    /* The observation, from seat 1's point of view. */
    uint32_t planes = 0, vector = 0;
    assert_int_equal(CALL_I(F_GAME_OBSERVATION_SIZE, &a, &wp, &(uint32_t *){&planes},
                            &(uint32_t *){&vector}),
                     SAFARI_OK);
    assert_int_equal(planes, SAFARI_OBS_CELL_PLANES);
    static float oa[1 << 16], ob[1 << 16];
    float *oap = oa;
    size_t ocap = sizeof oa / sizeof oa[0], oca = 0, ocb = 0;
    int32_t viewer = 1;
    assert_int_equal(CALL_I(F_GAME_OBSERVATION, &a, &wp, &viewer, &oap, &ocap, &(size_t *){&oca}),
                     SAFARI_OK);
    /* the deprecated wrapper against its replacement */
    safari_observation_options base = {sizeof base, SAFARI_OBS_FLOAT32, SAFARI_OBS_LAYOUT_BASE};
    assert_int_equal(safari_game_observe(b, &wb, 1, &base, ob, ocap, &ocb), SAFARI_OK);
    assert_int_equal(oca, (size_t)planes * (size_t)w.width * (size_t)w.height + vector);
    assert_int_equal(oca, ocb);
    assert_memory_equal(oa, ob, oca * sizeof oa[0]);
    safari_game_free(scratch_b);
    safari_game_free(b);
    CALL_V(F_GAME_FREE, &scratch);
    CALL_V(F_GAME_FREE, &a);
}

/* The library's players through libffi equal direct calls: the same move,
 * the same generator state and statistics, the game unchanged. */
static void test_ffi__players_match_direct_calls(void **state)
{
    (void)state;
    safari_game *a = NULL, *b = NULL;
    void *np = NULL;
    assert_int_equal(CALL_I(F_GAME_NEW, &(void **){(void **)&a}, &np), SAFARI_OK);
    assert_int_equal(safari_game_new(&b, NULL), SAFARI_OK);
    uint64_t r = 5;
    for (int i = 0; i < 30; i++) { /* on to a seat's decision in the first turns */
        safari_move m;
        assert_int_equal(safari_game_sample_move(b, &r, NULL, &m), SAFARI_OK);
        assert_int_equal(safari_game_apply(b, &m), SAFARI_OK);
        assert_int_equal(safari_game_apply(a, &m), SAFARI_OK);
    }
    safari_decision d;
    size_t n = 0;
    assert_int_equal(safari_game_decision(b, &d), SAFARI_OK);
    while (d.to_move < 0 || (safari_game_legal_moves(b, NULL, 0, &n), n < 2)) {
        safari_move m;
        assert_int_equal(safari_game_sample_move(b, &r, NULL, &m), SAFARI_OK);
        assert_int_equal(safari_game_apply(b, &m), SAFARI_OK);
        assert_int_equal(safari_game_apply(a, &m), SAFARI_OK);
        assert_int_equal(safari_game_decision(b, &d), SAFARI_OK);
    }
    safari_search_options o = {40, 0, 0.7, 0.2, SAFARI_POLICY_SCORING, 0};
    safari_search_options *op = &o;
    safari_search_stats sa, sb;
    safari_search_stats *sap = &sa;
    safari_move ma, mb, *map = &ma;
    uint64_t ra = 17, rb = 17;
    assert_int_equal(CALL_I(F_GAME_SEARCH_MOVE, &a, &op, &(uint64_t *){&ra}, &map, &sap),
                     SAFARI_OK);
    assert_int_equal(safari_game_search_move(b, &o, &rb, &mb, &sb), SAFARI_OK);
    assert_memory_equal(&ma, &mb, sizeof ma);
    assert_true(ra == rb && ra != 17);
    assert_int_equal(sa.playouts, 40);
    assert_int_equal(sa.nodes, sb.nodes);
    assert_int_equal(sa.visits, sb.visits);
    assert_true(sa.value == sb.value);
    assert_int_equal(CALL_I(F_GAME_GREEDY_MOVE, &a, &(uint64_t *){&ra}, &map), SAFARI_OK);
    assert_int_equal(safari_game_greedy_move(b, &rb, &mb), SAFARI_OK);
    assert_memory_equal(&ma, &mb, sizeof ma);
    assert_true(ra == rb);
    void *none = NULL;
    assert_int_equal(CALL_I(F_GAME_GREEDY_MOVE, &a, &none, &map), SAFARI_OK);
    assert_int_equal(safari_game_greedy_move(b, NULL, &mb), SAFARI_OK);
    assert_memory_equal(&ma, &mb, sizeof ma);
    assert_true(CALL_U(F_GAME_HASH, &a) == safari_game_hash(b));
    safari_game_free(b);
    CALL_V(F_GAME_FREE, &a);
}

/* The table's fixed space, the extended observations, the metadata and a
 * batch, through libffi and directly: the same results. */
static void test_ffi__table_and_batch_match_direct_calls(void **state)
{
    (void)state;
    safari_options opt;
    memset(&opt, 0, sizeof opt);
    opt.board_limited = SAFARI_LIMIT_TABLE;
    opt.limit_x = opt.limit_y = SAFARI_AI_TABLE_HALF;
    safari_game *a = NULL, *b = NULL;
    safari_options *optp = &opt;
    assert_int_equal(CALL_I(F_GAME_NEW, &(safari_game **){&a}, &optp), SAFARI_OK);
    assert_int_equal(safari_game_new(&b, &opt), SAFARI_OK);
    safari_window w, wb;
    safari_window *wp = &w;
    assert_int_equal(CALL_I(F_GAME_TABLE_WINDOW, &a, &wp), SAFARI_OK);
    assert_int_equal(safari_game_table_window(b, &wb), SAFARI_OK);
    assert_memory_equal(&w, &wb, sizeof w);
    /* the first legal action of each decision until the first `action` */
    static uint32_t list[SAFARI_MAX_MOVES];
    safari_decision d;
    while (safari_game_decision(b, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_ACTION) {
        size_t n = 0;
        assert_int_equal(safari_game_legal_actions(b, &wb, list, SAFARI_MAX_MOVES, &n, NULL),
                         SAFARI_OK);
        uint32_t k = list[n - 1];
        assert_int_equal(CALL_I(F_GAME_APPLY_ACTION, &a, &wp, &k), SAFARI_OK);
        assert_int_equal(safari_game_apply_action(b, &wb, k), SAFARI_OK);
    }
    assert_true(safari_game_hash(a) == safari_game_hash(b));
    uint32_t planes = 0, vector = 0;
    assert_int_equal(CALL_I(F_GAME_OBSERVATION_EX_SIZE, &a, &wp, &(uint32_t *){&planes},
                            &(uint32_t *){&vector}),
                     SAFARI_OK);
    assert_int_equal(planes, SAFARI_OBS_EX_PLANES);
    static float fa[1 << 16], fb[1 << 16];
    static uint8_t ua[1 << 16], ub[1 << 16];
    float *fap = fa;
    uint8_t *uap = ua;
    size_t cap = 1 << 16, ca = 0, cb = 0;
    int32_t viewer = 0;
    assert_int_equal(CALL_I(F_GAME_OBSERVATION_EX, &a, &wp, &viewer, &fap, &cap, &(size_t *){&ca}),
                     SAFARI_OK);
    /* the deprecated wrappers against their replacement */
    assert_int_equal(safari_game_observe(b, &wb, 0, NULL, fb, cap, &cb), SAFARI_OK);
    assert_int_equal(ca, cb);
    assert_memory_equal(fa, fb, ca * sizeof fa[0]);
    assert_int_equal(CALL_I(F_GAME_OBSERVATION_U8, &a, &wp, &viewer, &uap, &cap, &(size_t *){&ca}),
                     SAFARI_OK);
    safari_observation_options bytes = SAFARI_OBSERVATION_OPTIONS_INIT;
    bytes.format = SAFARI_OBS_UINT8;
    assert_int_equal(safari_game_observe(b, &wb, 0, &bytes, ub, cap, &cb), SAFARI_OK);
    assert_memory_equal(ua, ub, ca);
    /* the replacements through libffi: the bytes, the shape, a plane */
    safari_observation_options *bp = &bytes;
    void *vp = ua;
    memset(ua, 0xEE, sizeof ua);
    assert_int_equal(CALL_I(F_GAME_OBSERVE, &a, &wp, &viewer, &bp, &vp, &cap, &(size_t *){&ca}),
                     SAFARI_OK);
    assert_int_equal(ca, cb);
    assert_memory_equal(ua, ub, ca);
    uint32_t p2 = 0, v2 = 0;
    assert_int_equal(CALL_I(F_GAME_OBSERVATION_SHAPE, &a, &wp, &bp, &(uint32_t *){&p2},
                            &(uint32_t *){&v2}),
                     SAFARI_OK);
    assert_int_equal(p2, planes);
    assert_int_equal(v2, vector);
    safari_observation_plane_info pa = SAFARI_OBSERVATION_PLANE_INFO_INIT,
                                  pb = SAFARI_OBSERVATION_PLANE_INFO_INIT;
    uint32_t last = SAFARI_OBS_P_PLACED;
    assert_int_equal(CALL_I(F_OBSERVATION_PLANE, &bp, &last,
                            &(safari_observation_plane_info *){&pa}),
                     SAFARI_OK);
    assert_int_equal(safari_observation_plane(&bytes, last, &pb), SAFARI_OK);
    assert_memory_equal(&pa, &pb, sizeof pa);
    assert_string_equal(pa.name, "placed");
    safari_observation_entry_info entry_a = SAFARI_OBSERVATION_ENTRY_INFO_INIT,
                                  entry_b = SAFARI_OBSERVATION_ENTRY_INFO_INIT;
    uint32_t seats_entry = SAFARI_OBS_V_SEATS;
    assert_int_equal(CALL_I(F_GAME_OBSERVATION_ENTRY, &a, &bp, &seats_entry,
                            &(safari_observation_entry_info *){&entry_a}),
                     SAFARI_OK);
    assert_int_equal(safari_game_observation_entry(b, &bytes, seats_entry, &entry_b), SAFARI_OK);
    assert_memory_equal(&entry_a, &entry_b, sizeof entry_a);
    assert_string_equal(entry_a.name, "seats");
    safari_metadata ma, mb;
    safari_metadata *map = &ma;
    assert_int_equal(CALL_I(F_GAME_METADATA, &a, &wp, &map), SAFARI_OK);
    assert_int_equal(safari_game_metadata(b, &wb, &mb), SAFARI_OK);
    assert_memory_equal(&ma, &mb, sizeof ma);

    /* the batch through ffi (the new call), the same direct, and the
     * deprecated call through ffi with the same fields: one batch */
    safari_settings bgame = SAFARI_SETTINGS_INIT;
    bgame.board_limited = opt.board_limited;
    bgame.limit_x = opt.limit_x;
    bgame.limit_y = opt.limit_y;
    safari_batch_settings bs = SAFARI_BATCH_SETTINGS_INIT;
    bs.game = &bgame;
    bs.controllers[1] = SAFARI_CONTROLLER_SCORING;
    safari_batch_options bo;
    memset(&bo, 0, sizeof bo);
    bo.game = opt;
    bo.controllers[1] = SAFARI_CONTROLLER_SCORING;
    safari_batch *ba = NULL, *bb = NULL, *bc = NULL;
    safari_batch_settings *bsp = &bs;
    safari_batch_options *bop = &bo;
    uint32_t games = 2;
    uint64_t seed = 9;
    assert_int_equal(CALL_I(F_BATCH_CREATE, &(safari_batch **){&ba}, &bsp, &games, &seed),
                     SAFARI_OK);
    assert_int_equal(safari_batch_create(&bb, &bs, games, seed), SAFARI_OK);
    assert_int_equal(CALL_I(F_BATCH_NEW, &(safari_batch **){&bc}, &bop, &games, &seed), SAFARI_OK);
    uint32_t n = 0, actions = 0, obs = 0, seats = 0;
    assert_int_equal(CALL_I(F_BATCH_SHAPE, &ba, &(uint32_t *){&n}, &(uint32_t *){&actions},
                            &(uint32_t *){&obs}, &(uint32_t *){&seats}),
                     SAFARI_OK);
    assert_int_equal(n, 2);
    assert_int_equal(actions, ma.actions);
    assert_int_equal(obs, ma.obs_size);
    uint32_t j = 1;
    assert_true(CALL_P(F_BATCH_GAME, &ba, &j) != NULL);
    assert_true(CALL_P(F_BATCH_FINAL_GAME, &ba, &j) == NULL); /* no SAFARI_BATCH_KEEP_FINAL */
    static uint32_t la[2 * 8], lb[2 * 8];
    uint32_t ca2[2], cb2[2], lcap = 8, act[2];
    int32_t ta[2], tb[2];
    float ra[4], rb[4];
    uint8_t ea[2], eb[2];
    uint8_t *none8 = NULL, *u8p = ua, *eap = ea;
    uint32_t *lap = la, *cap2 = ca2, *actp = act;
    int32_t *tap = ta;
    float *rap = ra;
    assert_int_equal(CALL_I(F_BATCH_OBSERVE, &ba, &u8p, &none8, &lap, &cap2, &lcap, &tap),
                     SAFARI_OK);
    assert_int_equal(safari_batch_observe(bb, ub, NULL, lb, cb2, lcap, tb), SAFARI_OK);
    assert_memory_equal(ua, ub, 2 * (size_t)obs);
    assert_int_equal(safari_batch_observe(bc, ub, NULL, lb, cb2, lcap, tb), SAFARI_OK);
    assert_memory_equal(ua, ub, 2 * (size_t)obs);
    assert_memory_equal(la, lb, sizeof la);
    safari_batch_free(bc);
    for (int step = 0; step < 20; step++) {
        act[0] = la[0];
        act[1] = la[8 + (ca2[1] < 8 ? ca2[1] : 8) - 1]; /* the last listed */
        assert_int_equal(CALL_I(F_BATCH_STEP, &ba, &actp, &u8p, &none8, &lap, &cap2, &lcap, &rap,
                                &eap, &tap),
                         SAFARI_OK);
        assert_int_equal(safari_batch_step(bb, act, ub, NULL, lb, cb2, lcap, rb, eb, tb), SAFARI_OK);
        assert_memory_equal(ua, ub, 2 * (size_t)obs);
        assert_memory_equal(la, lb, sizeof la);
        assert_memory_equal(ra, rb, sizeof ra);
        assert_memory_equal(ta, tb, sizeof ta);
    }
    size_t fcount_a = 0, fcount_b = 0, fcap = sizeof fa / sizeof fa[0];
    uint32_t whole = SAFARI_BATCH_OBS_WHOLE;
    assert_int_equal(CALL_I(F_BATCH_OBSERVE_FLOAT, &ba, &fap, &fcap, &(size_t *){&fcount_a},
                            &whole),
                     SAFARI_OK);
    assert_int_equal(safari_batch_observe_float(bb, fb, fcap, &fcount_b, whole), SAFARI_OK);
    assert_int_equal(fcount_a, 2 * (size_t)obs);
    assert_int_equal(fcount_b, fcount_a);
    assert_memory_equal(fa, fb, fcount_a * sizeof fa[0]);
    CALL_V(F_BATCH_FREE, &ba);
    safari_batch_free(bb);
    safari_game_free(b);
    CALL_V(F_GAME_FREE, &a);
}

/* The evaluation and the planning player through libffi equal the direct
 * calls. */
static void test_ffi__planner_matches_direct_calls(void **state)
{
    (void)state;
    safari_game *b = NULL;
    assert_int_equal(safari_game_new(&b, NULL), SAFARI_OK);
    uint64_t r = 8;
    safari_decision d;
    size_t n = 0;
    for (int i = 0; i < 40 || d.to_move < 0 || (safari_game_legal_moves(b, NULL, 0, &n), n < 2);
         i++) {
        safari_move m;
        assert_int_equal(safari_game_sample_move(b, &r, NULL, &m), SAFARI_OK);
        assert_int_equal(safari_game_apply(b, &m), SAFARI_OK);
        assert_int_equal(safari_game_decision(b, &d), SAFARI_OK);
    }
    double fa[SAFARI_EVAL_FEATURES], fb[SAFARI_EVAL_FEATURES], *fap = fa;
    double wa[SAFARI_EVAL_FEATURES], wb[SAFARI_EVAL_FEATURES], *wap = wa;
    double va[SAFARI_MAX_SEATS], vb[SAFARI_MAX_SEATS], *vap = va;
    size_t cap = SAFARI_EVAL_FEATURES, seats_cap = SAFARI_MAX_SEATS, na = 0, nb = 0;
    int32_t seat = 1;
    assert_int_equal(CALL_I(F_GAME_EVAL_FEATURES, &b, &seat, &fap, &cap, &(size_t *){&na}),
                     SAFARI_OK);
    assert_int_equal(safari_game_eval_features(b, 1, fb, cap, &nb), SAFARI_OK);
    assert_memory_equal(fa, fb, sizeof fa);
    assert_int_equal(CALL_I(F_EVAL_DEFAULT_WEIGHTS, &wap, &cap, &(size_t *){&na}), SAFARI_OK);
    assert_int_equal(safari_eval_default_weights(wb, cap, &nb), SAFARI_OK);
    assert_memory_equal(wa, wb, sizeof wa);
    assert_int_equal(CALL_I(F_GAME_EVALUATE, &b, &wap, &cap, &vap, &seats_cap, &(size_t *){&na}),
                     SAFARI_OK);
    assert_int_equal(safari_game_evaluate(b, wb, cap, vb, seats_cap, &nb), SAFARI_OK);
    assert_int_equal(na, 2);
    assert_memory_equal(va, vb, 2 * sizeof *va);
    safari_plan_options oa, ob, *oap = &oa;
    safari_level_info ia, ib, *iap = &ia;
    int32_t level = 4;
    assert_int_equal(CALL_I(F_LEVEL_OPTIONS, &level, &oap, &iap), SAFARI_OK);
    assert_int_equal(safari_level_options(4, &ob, &ib), SAFARI_OK);
    assert_memory_equal(&oa, &ob, sizeof oa);
    assert_true(ia.elo == ib.elo && strcmp(ia.name, ib.name) == 0);
    oa.time_ms = ob.time_ms = 0;
    safari_plan_stats sa, sb, *sap = &sa;
    safari_move ma, mb, *map = &ma;
    uint64_t ra = 3, rb = 3;
    assert_int_equal(CALL_I(F_GAME_PLAN_MOVE, &b, &oap, &(uint64_t *){&ra}, &map, &sap),
                     SAFARI_OK);
    assert_int_equal(safari_game_plan_move(b, &ob, &rb, &mb, &sb), SAFARI_OK);
    assert_memory_equal(&ma, &mb, sizeof ma);
    assert_true(ra == rb && sa.turns == sb.turns && sa.value == sb.value);
    safari_game_free(b);
    /* doubles by value: the statistics of ten games */
    double games = 10, sum = 7, sumsq = 6.5;
    safari_score_stats qa, qb, *qap = &qa;
    assert_int_equal(CALL_I(F_STATS_SCORES, &games, &sum, &sumsq, &qap), SAFARI_OK);
    assert_int_equal(safari_stats_scores(games, sum, sumsq, &qb), SAFARI_OK);
    assert_memory_equal(&qa, &qb, sizeof qa);
}

/* Last: every export went through ffi_call at least once above. */
static void test_ffi__every_export_was_called(void **state)
{
    (void)state;
    for (int i = 0; i < F_COUNT; i++)
        if (fns[i].calls == 0)
            fail_msg("%s was never called through libffi", fns[i].name);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ffi__every_export_resolves),
        cmocka_unit_test(test_ffi__struct_layouts),
        cmocka_unit_test(test_ffi__version_text_and_moves),
        cmocka_unit_test(test_ffi__tilesets),
        cmocka_unit_test(test_ffi__full_games_match_direct_calls),
        cmocka_unit_test(test_ffi__ai_toolkit_matches_direct_calls),
        cmocka_unit_test(test_ffi__players_match_direct_calls),
        cmocka_unit_test(test_ffi__table_and_batch_match_direct_calls),
        cmocka_unit_test(test_ffi__planner_matches_direct_calls),
        cmocka_unit_test(test_ffi__every_export_was_called),
    };
    return cmocka_run_group_tests(tests, open_library, close_library);
}
