/* SPDX-License-Identifier: MIT */
/* Internal: the parsed tile set, precomputed per type and rotation.
 *
 * Immutable after safari__tileset_parse() returns; shared by games through a
 * reference count. Start cells are stored as extra types (never drawn) so
 * that the board handles every tile the same way. */
#ifndef SAFARI_TILESET_H
#define SAFARI_TILESET_H

#include "safari.h"

#include <stdatomic.h>

/* Side codes, 2 bits per side in a packed byte (side d at bits 2d..2d+1). */
enum { SIDE_SAVANNA = 0, SIDE_TRAIL = 1, SIDE_BUSH = 2 };

enum {
    TS_MAX_FEATURES = 4, /* trails + bushes on one tile: each needs a side */
    TS_MAX_TYPES = SAFARI_MAX_TILE_TYPES + SAFARI_MAX_START_CELLS,
    TS_MAX_FACES = SAFARI_MAX_LAND_TILES + SAFARI_MAX_START_CELLS,
    TS_NO_FEATURE = 0xFF,
    TS_NO_TYPE = 0xFF,
    TS_NO_FACE = 0xFF /* land faces number at most 200 */
};

/* A trail or bush of a type, unrotated. kind is SAFARI_FEATURE_TRAIL/BUSH. */
typedef struct ts_feature {
    uint8_t kind;
    uint8_t sides; /* bit d: touches unrotated side d */
    uint8_t birds;
} ts_feature;

/* A type (or a start cell) in one rotation, in board orientation. */
typedef struct ts_orient {
    uint8_t code;          /* packed side codes */
    uint8_t open_corners;  /* bit c: corner c (safari_corner) is a watering-hole
                              slot: no bush beside it and, on a start cell,
                              no other start cell at its vertex */
    uint8_t side_feature[4]; /* local feature touching board side d, or TS_NO_FEATURE */
    uint8_t feature_sides[TS_MAX_FEATURES]; /* board-side mask of each local feature (0 past nfeatures) */
    uint8_t canonical[TS_MAX_FEATURES];     /* first board side of each local feature
                                               (TS_NO_FEATURE past nfeatures) */
} ts_orient;

typedef struct ts_type {
    uint8_t id;        /* 1..99; 0 for a start cell */
    uint8_t count;     /* copies in the stack (0 for a start cell) */
    uint8_t nfeatures;
    uint8_t baobab;    /* 1 if the type has a baobab */
    uint8_t sides[4];  /* unrotated SIDE_* codes */
    ts_feature features[TS_MAX_FEATURES];
    uint16_t first_face; /* faces of this type are first_face .. first_face+nfaces-1 */
    uint8_t nfaces;
    ts_orient orient[4]; /* by rotation */
    /* Rotations that fit an empty cell, by the cell's key: side d's code at
     * bits 2d..2d+1, or 3 where no neighbour constrains it. */
    uint8_t fits[256];
} ts_type;

/* A face: the copies of one type that carry the same animals. */
typedef struct ts_face {
    uint8_t type;  /* index into types[] */
    uint8_t copy;  /* 1-based number of its first copy, in tile-set order */
    uint8_t count; /* copies with this face */
    uint8_t animals[TS_MAX_FEATURES][SAFARI_SPECIES]; /* per local feature */
} ts_face;

struct safari_tileset {
    atomic_int refs;
    int is_default;
    safari_allocator alloc;
    int ntypes;       /* land types: types[0 .. ntypes-1] */
    int nland;        /* land tiles */
    int nfaces;       /* land faces: faces[0 .. nfaces-1] */
    int nstart;       /* start cells: types[ntypes + i], faces[nfaces + i] */
    int16_t start_x[SAFARI_MAX_START_CELLS];
    int16_t start_y[SAFARI_MAX_START_CELLS];
    int16_t ranger_x[SAFARI_RANGERS];
    int16_t ranger_y[SAFARI_RANGERS];
    int grid_bits;    /* the board is a torus of side 1 << grid_bits */
    uint8_t type_of_id[SAFARI_MAX_TILE_TYPES + 1]; /* land type index by id, or TS_NO_TYPE */
    ts_type types[TS_MAX_TYPES];
    ts_face faces[TS_MAX_FACES];
    safari_move draws[TS_MAX_FACES]; /* the `draw` move of each land face */
    /* A draw's face by its type id and copy in two look-ups: the land
     * face whose first copy is copy c of type id lies at
     * face_at_copy[copy_base[id] + c - 1] (TS_NO_FACE at other copies);
     * copies[id] is 0 for an id with no type. */
    uint8_t copies[SAFARI_MAX_TILE_TYPES + 1];
    uint16_t copy_base[SAFARI_MAX_TILE_TYPES + 1];
    uint8_t face_at_copy[SAFARI_MAX_LAND_TILES];
    /* fit_any[key][t]: 1 when land type t fits an empty cell of this key
     * in some rotation (types[t].fits[key] has a bit), the same answer read
     * by key: counting the tiles left that fit a cell (board.h) reads one
     * row, where it asked every type (the built-in set's 33, 336 bytes
     * apart). */
    uint8_t fit_any[256][SAFARI_MAX_TILE_TYPES];
    size_t text_len;
    size_t text_alloc; /* bytes allocated for text */
    char *text;       /* the source with LF line ends and a final newline,
                         NUL-terminated, owned */
};

/* Parses `text` into a new tile set (refs = 1). On error fills diag. */
int safari__tileset_parse(safari_tileset **out, const char *text, size_t len,
                          const safari_allocator *alloc, safari_diag *diag);

/* The land face whose type has id `id` and whose first copy is `copy`, or -1. */
int safari__tileset_face(const safari_tileset *ts, int id, int copy);

/* Takes one more reference (for a game). */
void safari__tileset_retain(const safari_tileset *ts);

/* The built-in text (generated from data/safari.tiles at build time). */
extern const char safari__default_tiles[];
extern const size_t safari__default_tiles_len;

#endif
