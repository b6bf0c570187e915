/* SPDX-License-Identifier: MIT */
/* The board drawn as text. Each cell is a block of 3 lines of 10 columns:
 *
 *     A0  t1  .        corners NW and NE, side N;
 *     t   07B2  s      sides W and E, the type (B: a baobab) in the middle;
 *     .   s   Z        corners SW and SE, side S.
 *
 * A seat number after a side, a baobab or a corner token is a meeple of that
 * seat. North is up, as on the table. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

enum { CELL_W = 10, CELL_H = 3, LABEL_W = 6 };

const char cli_species_letters[SAFARI_SPECIES + 1] = "AEGLZ";

/* Position of each side's letter and each corner's slot in a cell block. */
static const int side_row[4] = {0, 1, 2, 1}, side_col[4] = {4, 8, 4, 0};
static const int corner_row[4] = {0, 2, 2, 0}, corner_col[4] = {8, 8, 0, 0};

cli_box cli_board_bounds(const safari_game *g)
{
    cli_box b = {0, 0, 0, 0};
    safari_game_board_bounds(g, &b.x0, &b.y0, &b.x1, &b.y1); /* cannot fail: g is a game */
    return b;
}

/* Marks the meeples standing on the features and baobab of the tile at
 * (x, y); corner meeples come with the slots. */
static void draw_meeples(const safari_game *g, int32_t x, int32_t y, char *rows[CELL_H], size_t at)
{
    safari_decision d;
    safari_pool_info p;
    if (safari_game_decision(g, &d) != SAFARI_OK || safari_game_pools(g, &p) != SAFARI_OK)
        return;
    for (int32_t seat = 0; seat < p.seats; seat++) {
        for (int32_t i = 0; i < SAFARI_MEEPLES; i++) {
            safari_meeple_info m;
            if (safari_game_meeple(g, seat, i, &m) != SAFARI_OK || m.x != x || m.y != y)
                continue;
            char digit = (char)('0' + seat);
            if ((m.where == SAFARI_AT_TRAIL || m.where == SAFARI_AT_BUSH) && m.spot >= 0 &&
                m.spot < 4)
                rows[side_row[m.spot]][at + (size_t)side_col[m.spot] + 1] = digit;
            else if (m.where == SAFARI_AT_BAOBAB)
                rows[1][at + 6] = digit;
        }
    }
}

static void draw_cell(const safari_game *g, int32_t x, int32_t y, char *rows[CELL_H], size_t at)
{
    safari_tile_info t;
    if (safari_game_tile_at(g, x, y, &t) != SAFARI_OK) {
        for (int32_t r = 0; r < SAFARI_RANGERS; r++) {
            int32_t rx, ry;
            if (safari_game_ranger(g, r, &rx, &ry) == SAFARI_OK && rx == x && ry == y) {
                rows[1][at + 3] = 'R';
                rows[1][at + 4] = (char)('0' + r);
            }
        }
        return;
    }
    for (int side = 0; side < 4; side++)
        rows[side_row[side]][at + (size_t)side_col[side]] = t.sides[side];
    if (t.start) {
        rows[1][at + 3] = 'S';
        rows[1][at + 4] = (char)('0' + t.copy % 10);
    } else {
        rows[1][at + 3] = (char)('0' + t.tile / 10);
        rows[1][at + 4] = (char)('0' + t.tile % 10);
    }
    if (t.baobab)
        rows[1][at + 5] = 'B';
    for (int c = 0; c < 4; c++) {
        safari_slot_info s;
        if (safari_game_slot(g, x, y, c, &s) != SAFARI_OK)
            continue;
        char *slot = &rows[corner_row[c]][at + (size_t)corner_col[c]];
        if (s.species >= 0 && s.species < SAFARI_SPECIES)
            slot[0] = cli_species_letters[s.species];
        else if (s.open)
            slot[0] = '.';
        if (s.owner >= 0)
            slot[1] = (char)('0' + s.owner);
    }
    draw_meeples(g, x, y, rows, at);
}

/* Prints a line without its trailing spaces. */
static void put_line(FILE *out, const char *prefix, const char *label, const char *row, size_t n)
{
    while (n > 0 && row[n - 1] == ' ')
        n--;
    if (n == 0)
        fprintf(out, "%s%s\n", prefix, label);
    else
        fprintf(out, "%s%-*s%.*s\n", prefix, LABEL_W, label, (int)n, row);
}

int cli_draw_board(FILE *out, const safari_game *g, const char *prefix)
{
    cli_box b = cli_board_bounds(g);
    size_t cols = (size_t)(b.x1 - b.x0 + 1);
    size_t width = cols * CELL_W;
    char *block = malloc(CELL_H * (width + 1));
    if (block == NULL) {
        fprintf(stderr, "safari: out of memory\n");
        return CLI_BAD_INPUT;
    }
    char *rows[CELL_H];
    for (int r = 0; r < CELL_H; r++)
        rows[r] = block + (size_t)r * (width + 1);

    fprintf(out, "%sboard: sides s savanna, t trail, b bush; type in the middle (S1.. start\n"
                 "%scells, B baobab); corners: a token's species or '.' for an open empty\n"
                 "%sslot; a seat number after a side, baobab or token is its meeple; R0 R1\n"
                 "%srangers. Columns are x, rows y (north up).\n",
            prefix, prefix, prefix, prefix);
    memset(rows[0], ' ', width);
    for (size_t c = 0; c < cols; c++) {
        char num[16];
        int n = snprintf(num, sizeof num, "%d", (int)(b.x0 + (int32_t)c));
        memcpy(rows[0] + c * CELL_W + 3, num, (size_t)n < CELL_W - 3 ? (size_t)n : CELL_W - 3);
    }
    put_line(out, prefix, "", rows[0], width);
    for (int32_t y = b.y1; y >= b.y0; y--) {
        for (int r = 0; r < CELL_H; r++)
            memset(rows[r], ' ', width);
        for (size_t c = 0; c < cols; c++)
            draw_cell(g, b.x0 + (int32_t)c, y, rows, c * CELL_W);
        char label[16];
        snprintf(label, sizeof label, "%d", (int)y);
        for (int r = 0; r < CELL_H; r++)
            put_line(out, prefix, r == 1 ? label : "", rows[r], width);
    }
    free(block);
    return CLI_OK;
}
