/* SPDX-License-Identifier: MIT */
/* The position drawn as an SVG picture: safari_game_svg_write(), which
 * `safari show --svg` calls, and safari_game_svg_write_ex() with its
 * options (size, legend, scores, ids), which the bindings' svg() call.
 *
 * Each tile is one square of savanna: trails run from the middle of their
 * sides, bushes fill their sides in green, a baobab is a tree; the animals
 * of the tile are letters beside their trail or bush and birds are small
 * marks in a bush. Tokens sit in the tile corners they were put on, over a
 * pond at the grid vertex (the watering hole); meeples are coloured by seat;
 * rangers stand on empty cells. A legend on the right gives the scores.
 * North is up and every tile is one <g class="tile"> element, as tests and
 * style sheets expect. The options only add or leave out: ids on the
 * pieces, the legend's and the scores' parts, the size attributes; the
 * defaults write the picture of 0.3.0 byte for byte (tests/golden/svg). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "text.h"

enum { CELL = 64, MARGIN = 32, LEGEND_W = 340, LINE_H = 18, NO_FEATURE = -1 };

static const char *const species_names[SAFARI_SPECIES] = {"ape", "elephant", "giraffe", "lion",
                                                          "zebra"};
static const char *const species_fill[SAFARI_SPECIES] = {"#7b4a2a", "#7f8a8c", "#e3a611",
                                                         "#c8641e", "#f6f6f6"};
static const char *const species_ink[SAFARI_SPECIES] = {"#fff", "#fff", "#222", "#fff", "#222"};
static const char *const seat_fill[SAFARI_MAX_SEATS] = {"#d7263d", "#1d5fd1", "#8e3fc6",
                                                        "#f28c28", "#222222"};
static const char *const side_names[4] = {"N", "E", "S", "W"};

/* Tile geometry in fractions of a cell, picture coordinates (y grows down):
 * side midpoints and inward directions (N E S W), corner points and inward
 * diagonals (NE SE SW NW), and the corners at the ends of each side. */
static const double side_mid[4][2] = {{0.5, 0}, {1, 0.5}, {0.5, 1}, {0, 0.5}};
static const double side_in[4][2] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
static const double corner_pt[4][2] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}};
static const double corner_in[4][2] = {{-1, 1}, {-1, -1}, {1, -1}, {1, 1}};
static const int side_ends[4][2] = {
    {SAFARI_NW, SAFARI_NE}, {SAFARI_NE, SAFARI_SE}, {SAFARI_SE, SAFARI_SW}, {SAFARI_SW, SAFARI_NW}};

/* A meeple, about 20 units tall, centred on the origin. */
static const char meeple_path[] =
    "M-2-3C-6-3-9-2-9 .5-9 2-6 2-4 1.5L-7 9h5.5L0 5l1.5 4H7L4 1.5C6 2 9 2 9 .5 9-2 6-3 2-3Z"
    "M3.6-6.5A3.6 3.6 0 1 1-3.6-6.5 3.6 3.6 0 1 1 3.6-6.5Z";

/* The cells the picture spans: every tile and ranger. */
typedef struct svg_box {
    int32_t x0, y0, x1, y1;
} svg_box;

/* The text being written, and whether a piece failed to format. */
typedef struct svg_out {
    safari__textout *t;
    int bad;
} svg_out;

typedef struct svg {
    svg_out *out;
    const safari_game *g;
    svg_box box;
    int32_t seats;
    const safari_svg_options *o;
} svg;

static void put_str(svg_out *out, const char *text)
{
    safari__textout_str(out->t, text);
}

/* Appends a number printed with a printf conversion (spec: "%.1f" and the
 * like), with '.' for the decimal point whatever the program's LC_NUMERIC
 * (a locale with a decimal comma would make the SVG invalid): the point is
 * whatever stands between the integer digits and the fraction. */
static void put_double(svg_out *out, const char *spec, double v)
{
    char num[64], fixed[64];
    int n = snprintf(num, sizeof num, spec, v);
    if (n < 0 || (size_t)n >= sizeof num) {
        out->bad = 1;
        return;
    }
    size_t i = 0, k = 0;
    if (num[i] == '-')
        fixed[k++] = num[i++];
    while (num[i] >= '0' && num[i] <= '9')
        fixed[k++] = num[i++];
    if (num[i] != '\0') {
        fixed[k++] = '.';
        while (num[i] != '\0' && !(num[i] >= '0' && num[i] <= '9'))
            i++;
    }
    while (num[i] != '\0')
        fixed[k++] = num[i++];
    safari__textout_bytes(out->t, fixed, k);
}

/* Appends printf-formatted text, for the conversions this file uses: %d
 * and %02d (int), %c, %s, %zu, %% and the floating %.Nf (put_double). One
 * argument at a time through a small buffer on the stack: the writer never
 * allocates. An unknown conversion or a piece that does not fit is an error
 * (out->bad), never a silently cut picture. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void put_fmt(svg_out *out, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    while (*fmt != '\0' && !out->bad) {
        size_t lit = strcspn(fmt, "%");
        safari__textout_bytes(out->t, fmt, lit);
        fmt += lit;
        if (*fmt == '\0')
            break;
        if (fmt[1] == '%') {
            safari__textout_char(out->t, '%');
            fmt += 2;
            continue;
        }
        /* The conversion: '%', flags, width and precision, then z? and a letter. */
        char spec[16], piece[64];
        size_t n = 1 + strspn(fmt + 1, "0123456789.");
        if (fmt[n] == 'z')
            n++;
        n++;
        if (n >= sizeof spec) {
            out->bad = 1;
            break;
        }
        memcpy(spec, fmt, n);
        spec[n] = '\0';
        fmt += n;
        int len = -1;
        switch (spec[n - 1]) {
        case 'd':
        case 'c': len = snprintf(piece, sizeof piece, spec, va_arg(ap, int)); break;
        case 'u':
            if (spec[n - 2] == 'z')
                len = snprintf(piece, sizeof piece, spec, va_arg(ap, size_t));
            break;
        case 's': put_str(out, va_arg(ap, const char *)); continue;
        case 'f': put_double(out, spec, va_arg(ap, double)); continue;
        default: break;
        }
        if (len < 0 || (size_t)len >= sizeof piece) {
            out->bad = 1;
            break;
        }
        safari__textout_bytes(out->t, piece, (size_t)len);
    }
    va_end(ap);
}


static svg_box board_bounds(const safari_game *g)
{
    svg_box b = {0, 0, 0, 0};
    safari_game_board_bounds(g, &b.x0, &b.y0, &b.x1, &b.y1); /* cannot fail: g is a game */
    return b;
}

/* ------------------------------------------------------------------------ */
/* The shape of a tile                                                       */

/* What the picture knows of one tile, in board orientation: the local trail
 * or bush of each side, and per local feature its birds and the animals of
 * this copy. */
typedef struct tile_shape {
    int feature_of[4];
    int birds[4];
    int animals[4][SAFARI_SPECIES];
} tile_shape;

static void tile_shape_get(const svg *s, const safari_tile_info *t, tile_shape *sh)
{
    memset(sh, 0, sizeof *sh);
    for (int d = 0; d < 4; d++)
        sh->feature_of[d] = NO_FEATURE;
    for (int f = 0; f < t->features && f < 4; f++) {
        safari_tile_feature tf;
        if (safari_game_tile_feature(s->g, t->x, t->y, f, &tf) != SAFARI_OK)
            continue;
        for (int d = 0; d < 4; d++)
            if (tf.sides & (1 << d))
                sh->feature_of[d] = f;
        sh->birds[f] = tf.birds;
        for (int k = 0; k < SAFARI_SPECIES; k++)
            sh->animals[f][k] = tf.animals[k];
    }
}

/* ------------------------------------------------------------------------ */
/* Drawing                                                                  */

/* Picture coordinates of the point (fx, fy) of cell (x, y), in fractions of
 * the cell from its top-left corner. */
static double px(const svg *s, int32_t x, double fx)
{
    return MARGIN + ((double)(x - s->box.x0) + fx) * CELL;
}

static double py(const svg *s, int32_t y, double fy)
{
    return MARGIN + ((double)(s->box.y1 - y) + fy) * CELL;
}

static void put_escaped(svg_out *out, const char *text)
{
    for (; *text != '\0'; text++) {
        switch (*text) {
        case '&': put_str(out, "&amp;"); break;
        case '<': put_str(out, "&lt;"); break;
        case '>': put_str(out, "&gt;"); break;
        case '"': put_str(out, "&quot;"); break;
        default: safari__textout_bytes(out->t, text, 1);
        }
    }
}

/* A piece's id as the JavaScript view (libsafari/board) spells it: the
 * prefix, then each part after '_' with a minus sign written 'm'
 * (tile_m2_1), then `tail` after '_' if given; NULL without the ids
 * option. The parts are board coordinates and small indices (int16_t at
 * most), so the text fits `buf` (ID_CAP). */
enum { ID_CAP = 48 };
static const char *piece_id(const svg *s, char buf[ID_CAP], const char *prefix, int nparts,
                            const int32_t *parts, const char *tail)
{
    if (!s->o->ids)
        return NULL;
    int n = snprintf(buf, ID_CAP, "%s", prefix);
    for (int i = 0; i < nparts && n > 0 && n < ID_CAP; i++) {
        int32_t v = parts[i];
        n += snprintf(buf + n, (size_t)(ID_CAP - n), v < 0 ? "_m%d" : "_%d",
                      (int)(v < 0 ? -v : v));
    }
    if (tail != NULL && n > 0 && n < ID_CAP)
        n += snprintf(buf + n, (size_t)(ID_CAP - n), "_%s", tail);
    return buf;
}

/* ` id="..."`, or nothing for a NULL id. */
static void put_id(svg_out *out, const char *id)
{
    if (id != NULL)
        put_fmt(out, " id=\"%s\"", id);
}

static void put_meeple(svg_out *out, double x, double y, double scale, const char *fill,
                       const char *id)
{
    put_str(out, "<path class=\"meeple\"");
    put_id(out, id);
    put_fmt(out,
            " d=\"%s\" transform=\"translate(%.1f %.1f) scale(%.2f)\" "
            "fill=\"%s\" stroke=\"#fff\" stroke-width=\"1.2\"/>\n",
            meeple_path, x, y, scale, fill);
}

static void put_baobab(svg_out *out, double x, double y)
{
    put_fmt(out,
            "<g class=\"baobab\"><rect x=\"%.1f\" y=\"%.1f\" width=\"5\" height=\"10\" "
            "fill=\"#7a4b25\"/><ellipse cx=\"%.1f\" cy=\"%.1f\" rx=\"11\" ry=\"7\" "
            "fill=\"#6f8f2f\" stroke=\"#3d5220\"/></g>\n",
            x - 2.5, y - 2, x, y - 4);
}

static void put_token(svg_out *out, double x, double y, int species, const char *id)
{
    put_str(out, "<g class=\"token\"");
    put_id(out, id);
    put_fmt(out,
            "><circle cx=\"%.1f\" cy=\"%.1f\" r=\"8\" fill=\"%s\" "
            "stroke=\"#333\"/><text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" font-weight=\"bold\" "
            "text-anchor=\"middle\" fill=\"%s\">%c</text></g>\n",
            x, y, species_fill[species], x, y + 3.5, species_ink[species],
            safari__species_letters[species]);
}

static void put_ranger(svg_out *out, double x, double y, int r)
{
    put_meeple(out, x, y, 1.25, "#38502f", NULL);
    put_fmt(out,
            "<ellipse cx=\"%.1f\" cy=\"%.1f\" rx=\"8\" ry=\"2.5\" fill=\"#c9b27a\" "
            "stroke=\"#38502f\"/>\n<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" "
            "text-anchor=\"middle\" fill=\"#38502f\">R%d</text>\n",
            x, y - 12, x, y + 23, r);
}

/* The <title> of a tile: where it is, what it is, and the joined features
 * that touch it as the game reports them. */
static void put_tile_title(const svg *s, const safari_tile_info *t)
{
    svg_out *out = s->out;
    if (t->start)
        put_fmt(out, "<title>start cell %d at %d %d", (int)t->copy, (int)t->x, (int)t->y);
    else
        put_fmt(out, "<title>tile %02d/%d at %d %d rotation %d", (int)t->tile, (int)t->copy,
                (int)t->x, (int)t->y, (int)t->rotation);
    for (int d = 0; d < 4; d++) {
        safari_feature_info f;
        int32_t canon;
        if (safari_game_feature_side(s->g, t->x, t->y, d, &canon) != SAFARI_OK ||
            canon != d || safari_game_feature_at(s->g, t->x, t->y, d, &f) != SAFARI_OK)
            continue; /* savanna, or a side of a feature already listed */
        put_fmt(out, "; %s %s: %d tiles, %s, animals",
                f.kind == SAFARI_FEATURE_BUSH ? "bush" : "trail", side_names[d], (int)f.tiles,
                f.complete ? "complete" : "open");
        for (int k = 0; k < SAFARI_SPECIES; k++)
            put_fmt(out, " %c%d", safari__species_letters[k], (int)f.animals[k]);
        if (f.kind == SAFARI_FEATURE_BUSH)
            put_fmt(out, ", birds %d", (int)f.birds);
    }
    put_str(out, "</title>\n");
}

/* The sides of local feature f, as a bit mask, and its first side. */
static unsigned feature_sides(const tile_shape *sh, int f, int *first)
{
    unsigned mask = 0;
    *first = -1;
    for (int d = 3; d >= 0; d--) {
        if (sh->feature_of[d] == f) {
            mask |= 1u << d;
            *first = d;
        }
    }
    return mask;
}

static int popcount4(unsigned m)
{
    return (int)(m & 1u) + (int)((m >> 1) & 1u) + (int)((m >> 2) & 1u) + (int)((m >> 3) & 1u);
}

/* A bush: a lobe on a lone side; else one shape along its sides, whose
 * edge curves in from each run of other sides. */
static void put_bush(svg_out *out, unsigned mask)
{
    if (popcount4(mask) == 1) {
        int d = 0;
        while (!(mask & (1u << d)))
            d++;
        const double *a = corner_pt[side_ends[d][0]], *b = corner_pt[side_ends[d][1]];
        put_fmt(out, "<path d=\"M%.1f %.1fQ%.1f %.1f %.1f %.1fZ\" fill=\"#4d8b3a\"/>\n",
                a[0] * CELL, a[1] * CELL, (side_mid[d][0] + side_in[d][0] * 0.62) * CELL,
                (side_mid[d][1] + side_in[d][1] * 0.62) * CELL, b[0] * CELL, b[1] * CELL);
        return;
    }
    if (mask == 0xFu) {
        put_fmt(out, "<rect width=\"%d\" height=\"%d\" fill=\"#4d8b3a\"/>\n", CELL, CELL);
        return;
    }
    int d = 0, done = 0, last = 0;
    while (!(mask & (1u << d)) || (mask & (1u << ((d + 3) % 4))))
        d++; /* a bush side after a side that is not: the run starts there */
    put_fmt(out, "<path d=\"M%.1f %.1f", corner_pt[side_ends[d][0]][0] * CELL,
            corner_pt[side_ends[d][0]][1] * CELL);
    while (done < 4) {
        if (mask & (1u << d)) {
            put_fmt(out, "L%.1f %.1f", corner_pt[side_ends[d][1]][0] * CELL,
                    corner_pt[side_ends[d][1]][1] * CELL);
            d = (d + 1) % 4;
            done++;
            continue;
        }
        double cx = 0.5, cy = 0.5;
        for (; done < 4 && !(mask & (1u << d)); d = (d + 1) % 4, done++) {
            cx += side_in[d][0] * 0.25;
            cy += side_in[d][1] * 0.25;
            last = d;
        }
        put_fmt(out, "Q%.1f %.1f %.1f %.1f", cx * CELL, cy * CELL,
                corner_pt[side_ends[last][1]][0] * CELL, corner_pt[side_ends[last][1]][1] * CELL);
    }
    put_str(out, "Z\" fill=\"#4d8b3a\"/>\n");
}

/* A trail: a dead end on a lone side, a curve between two sides, spokes to
 * the centre for more. Drawn twice: a brown edge, then a sandy track. */
static void put_trail(svg_out *out, unsigned mask)
{
    int n = popcount4(mask), first = -1, second = -1;
    static const char *const style[2][2] = {{"#7a5230", "8"}, {"#efdfae", "3.5"}};
    for (int d = 0; d < 4; d++) {
        if (mask & (1u << d)) {
            if (first < 0)
                first = d;
            else if (second < 0)
                second = d;
        }
    }
    const double *m = side_mid[first];
    for (int layer = 0; layer < 2; layer++) {
        put_fmt(out, "<path fill=\"none\" stroke=\"%s\" stroke-width=\"%s\" "
                     "stroke-linecap=\"round\" d=\"",
                style[layer][0], style[layer][1]);
        if (n == 1) {
            put_fmt(out, "M%.1f %.1fL%.1f %.1f", m[0] * CELL, m[1] * CELL,
                    (m[0] + side_in[first][0] * 0.34) * CELL,
                    (m[1] + side_in[first][1] * 0.34) * CELL);
        } else if (n == 2) {
            put_fmt(out, "M%.1f %.1fQ%d %d %.1f %.1f", m[0] * CELL, m[1] * CELL, CELL / 2,
                    CELL / 2, side_mid[second][0] * CELL, side_mid[second][1] * CELL);
        } else {
            for (int d = 0; d < 4; d++)
                if (mask & (1u << d))
                    put_fmt(out, "M%.1f %.1fL%d %d", side_mid[d][0] * CELL,
                            side_mid[d][1] * CELL, CELL / 2, CELL / 2);
        }
        put_str(out, "\"/>\n");
    }
    if (n == 1) /* where the trail ends inside the tile */
        put_fmt(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"#7a5230\"/>\n",
                (m[0] + side_in[first][0] * 0.34) * CELL,
                (m[1] + side_in[first][1] * 0.34) * CELL);
}

/* Birds over a bush and the animals of a feature, beside its first side. */
static void put_feature_marks(svg_out *out, const tile_shape *sh, int f, int first, int bush)
{
    const double *m = side_mid[first], *in = side_in[first];
    double perp[2] = {in[1], -in[0]};
    for (int b = 0; b < sh->birds[f] && b < 4; b++) {
        double off = -0.3 + 0.11 * b;
        put_fmt(out, "<path class=\"bird\" d=\"M%.1f %.1fq1.5-2 3 0q1.5-2 3 0\" fill=\"none\" "
                     "stroke=\"#fff\" stroke-width=\"1.2\"/>\n",
                (m[0] + in[0] * 0.1 + perp[0] * off) * CELL - 3,
                (m[1] + in[1] * 0.1 + perp[1] * off) * CELL + 1);
    }
    char letters[32];
    size_t n = 0;
    for (int k = 0; k < SAFARI_SPECIES; k++)
        for (int i = 0; i < sh->animals[f][k] && n + 1 < sizeof letters; i++)
            letters[n++] = safari__species_letters[k];
    letters[n] = '\0';
    if (n == 0)
        return;
    put_fmt(out, "<text class=\"animals\" x=\"%.1f\" y=\"%.1f\" font-size=\"10\" "
                 "font-weight=\"bold\" text-anchor=\"middle\" fill=\"%s\">%s</text>\n",
            (m[0] + in[0] * 0.3 + perp[0] * 0.2) * CELL,
            (m[1] + in[1] * 0.3 + perp[1] * 0.2) * CELL + 3.5, bush ? "#fff" : "#4a3216",
            letters);
}

/* Where the baobab of a tile stands: the centre, unless a feature crosses
 * it; then the middle of the first savanna side's half. */
static void baobab_point(const tile_shape *sh, const safari_tile_info *t, double *fx, double *fy)
{
    int crossing = 0, open = -1;
    for (int f = 0; f < 4; f++) {
        int first;
        if (popcount4(feature_sides(sh, f, &first)) > 1)
            crossing = 1;
    }
    for (int d = 3; d >= 0; d--)
        if (t->sides[d] == 's')
            open = d;
    *fx = 0.5;
    *fy = 0.5;
    if (crossing && open >= 0) {
        *fx = side_mid[open][0] + side_in[open][0] * 0.25;
        *fy = side_mid[open][1] + side_in[open][1] * 0.25;
    }
}

static void put_tile(const svg *s, const safari_tile_info *t)
{
    svg_out *out = s->out;
    tile_shape sh;
    tile_shape_get(s, t, &sh);
    char id[ID_CAP];
    int32_t cell[2] = {t->x, t->y};
    put_str(out, "<g class=\"tile\"");
    put_id(out, piece_id(s, id, "tile", 2, cell, NULL));
    put_fmt(out, " data-x=\"%d\" data-y=\"%d\" transform=\"translate(%.1f %.1f)\">\n",
            (int)t->x, (int)t->y, px(s, t->x, 0), py(s, t->y, 0));
    put_tile_title(s, t);
    put_fmt(out, "<rect width=\"%d\" height=\"%d\" fill=\"#e9d99c\" stroke=\"%s\" "
                 "stroke-width=\"%s\"/>\n",
            CELL, CELL, t->start ? "#5a4a22" : "#9c8a5a", t->start ? "2" : "1");
    for (int pass = 0; pass < 2; pass++) { /* bushes first, then trails over them */
        for (int f = 0; f < 4; f++) {
            int first;
            unsigned mask = feature_sides(&sh, f, &first);
            int bush = mask != 0 && t->sides[first] == 'b';
            if (mask == 0 || bush != (pass == 0))
                continue;
            if (bush)
                put_bush(out, mask);
            else
                put_trail(out, mask);
            put_feature_marks(out, &sh, f, first, bush);
        }
    }
    if (t->baobab) {
        double fx, fy;
        baobab_point(&sh, t, &fx, &fy);
        put_baobab(out, fx * CELL, fy * CELL);
    }
    put_fmt(out, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"8\" text-anchor=\"middle\" "
                 "fill=\"#6b5d3a\">",
            0.38 * CELL, 0.95 * CELL);
    if (t->start)
        put_fmt(out, "S%d</text>\n", (int)t->copy);
    else
        put_fmt(out, "%02d</text>\n", (int)t->tile);
    put_str(out, "</g>\n");
}

/* Watering holes: a pond under each grid vertex that holds a token, then
 * the tokens in their corners and a ring on each open empty slot. */
static void put_waterholes(const svg *s)
{
    size_t n = safari_game_tile_count(s->g);
    for (int layer = 0; layer < 2; layer++) {
        for (size_t i = 0; i < n; i++) {
            safari_tile_info t;
            if (safari_game_tile(s->g, i, &t) != SAFARI_OK)
                continue;
            for (int c = 0; c < 4; c++) {
                safari_slot_info slot;
                if (safari_game_slot(s->g, t.x, t.y, c, &slot) != SAFARI_OK)
                    continue;
                int token = slot.species >= 0 && slot.species < SAFARI_SPECIES;
                char id[ID_CAP];
                int32_t where[3] = {t.x, t.y, c};
                double x = px(s, t.x, corner_pt[c][0] + corner_in[c][0] * 0.16);
                double y = py(s, t.y, corner_pt[c][1] + corner_in[c][1] * 0.16);
                if (layer == 0 && token)
                    put_fmt(s->out, "<circle class=\"pond\" cx=\"%.1f\" cy=\"%.1f\" r=\"21\" "
                                    "fill=\"#8cc4e8\"/>\n",
                            px(s, t.x, corner_pt[c][0]), py(s, t.y, corner_pt[c][1]));
                else if (layer == 1 && token)
                    put_token(s->out, x, y, slot.species, piece_id(s, id, "token", 3, where, NULL));
                else if (layer == 1 && slot.open) {
                    put_str(s->out, "<circle class=\"slot\"");
                    put_id(s->out, piece_id(s, id, "slot", 3, where, NULL));
                    put_fmt(s->out, " cx=\"%.1f\" cy=\"%.1f\" r=\"3\" "
                                    "fill=\"none\" stroke=\"#4a90c8\"/>\n",
                            x, y);
                }
            }
        }
    }
}

/* Every meeple on the board, in its seat's colour, where it stands. */
static void put_meeples(const svg *s)
{
    for (int32_t seat = 0; seat < s->seats; seat++) {
        for (int32_t i = 0; i < SAFARI_MEEPLES; i++) {
            safari_meeple_info m;
            safari_tile_info t;
            if (safari_game_meeple(s->g, seat, i, &m) != SAFARI_OK ||
                m.where == SAFARI_AT_SUPPLY ||
                safari_game_tile_at(s->g, m.x, m.y, &t) != SAFARI_OK)
                continue;
            double fx, fy, scale = 1.0;
            char id[ID_CAP], corner[4] = {'w', (char)('0' + (m.spot & 3)), '\0', '\0'};
            int32_t where[3] = {m.x, m.y, m.spot};
            int water = m.where == SAFARI_AT_WATERHOLE;
            if (m.where == SAFARI_AT_BAOBAB) {
                tile_shape sh;
                tile_shape_get(s, &t, &sh);
                baobab_point(&sh, &t, &fx, &fy);
                fx += 0.2;
            } else if (m.where == SAFARI_AT_WATERHOLE && m.spot >= 0 && m.spot < 4) {
                fx = corner_pt[m.spot][0] + corner_in[m.spot][0] * 0.36;
                fy = corner_pt[m.spot][1] + corner_in[m.spot][1] * 0.36;
                scale = 0.65;
            } else if (m.spot >= 0 && m.spot < 4) {
                fx = side_mid[m.spot][0] + side_in[m.spot][0] * 0.25;
                fy = side_mid[m.spot][1] + side_in[m.spot][1] * 0.25;
            } else {
                continue;
            }
            put_meeple(s->out, px(s, m.x, fx), py(s, m.y, fy), scale, seat_fill[seat],
                       piece_id(s, id, "meeple", water ? 2 : 3, where, water ? corner : NULL));
        }
    }
}

/* The rangers on their cells, and the x and y of every column and row. */
static void put_rangers_and_axes(const svg *s)
{
    for (int32_t r = 0; r < SAFARI_RANGERS; r++) {
        int32_t x, y;
        if (safari_game_ranger(s->g, r, &x, &y) != SAFARI_OK)
            continue;
        char id[ID_CAP];
        put_str(s->out, "<rect class=\"ranger-cell\"");
        put_id(s->out, piece_id(s, id, "ranger", 1, &r, NULL));
        put_fmt(s->out, " x=\"%.1f\" y=\"%.1f\" width=\"%d\" "
                        "height=\"%d\" fill=\"none\" stroke=\"#38502f\" "
                        "stroke-dasharray=\"4 3\"/>\n",
                px(s, x, 0) + 2, py(s, y, 0) + 2, CELL - 4, CELL - 4);
        put_ranger(s->out, px(s, x, 0.5), py(s, y, 0.45), (int)r);
    }
    for (int32_t x = s->box.x0; x <= s->box.x1; x++)
        put_fmt(s->out, "<text x=\"%.1f\" y=\"%d\" font-size=\"11\" text-anchor=\"middle\" "
                        "fill=\"#777\">%d</text>\n",
                px(s, x, 0.5), MARGIN - 10, (int)x);
    for (int32_t y = s->box.y0; y <= s->box.y1; y++)
        put_fmt(s->out, "<text x=\"%d\" y=\"%.1f\" font-size=\"11\" text-anchor=\"end\" "
                        "fill=\"#777\">%d</text>\n",
                MARGIN - 6, py(s, y, 0.5) + 4, (int)y);
}

static void put_text_line_id(const svg *s, double x, double y, const char *weight, int size,
                             const char *id, const char *text)
{
    put_str(s->out, "<text");
    put_id(s->out, id);
    put_fmt(s->out, " x=\"%.1f\" y=\"%.1f\" font-size=\"%d\" font-weight=\"%s\" "
                    "fill=\"#222\">",
            x, y, size, weight);
    put_escaped(s->out, text);
    put_str(s->out, "</text>\n");
}

static void put_text_line(const svg *s, double x, double y, const char *weight, int size,
                          const char *text)
{
    put_text_line_id(s, x, y, weight, size, NULL, text);
}

static const char *const decision_names[] = {"draw a tile", "draw a token", "place",
                                             "action",      "boost",        "park"};

/* The legend, top to bottom: a head of four lines, one block per seat (the
 * scores), the key. Fixed heights, so that the picture's size is known
 * before drawing. Without the legend option the scores alone; without the
 * scores option the head and the key. */
enum { LEGEND_TOP = MARGIN + 6, LEGEND_HEAD = 4 * LINE_H + 8, LEGEND_SEAT = 42,
       LEGEND_KEY = 13 * LINE_H + 40 };

static int legend_height(const safari_svg_options *o, int32_t seats)
{
    return LEGEND_TOP + (o->legend ? LEGEND_HEAD + LEGEND_KEY : 0) +
           (o->scores ? (int)seats * LEGEND_SEAT : 0) + MARGIN;
}

/* One row of the key: a mark drawn by the caller at (x, y), then its text. */
static void put_key_text(const svg *s, double x, double y, const char *text)
{
    put_text_line(s, x + 30, y + 4, "normal", 11, text);
}

/* The legend's head: the title, the moves played and what comes next, the
 * pools. Returns the y below it. */
static double put_legend_head(const svg *s, double x, double y, const safari_decision *d,
                              const safari_pool_info *p, int scores)
{
    char line[160];
    int over = d->kind == SAFARI_DECISION_END;
    put_text_line(s, x, y, "bold", 16, "Carcassonne Safari");
    snprintf(line, sizeof line, "%zu moves played: %s", safari_game_history_length(s->g),
             over ? "the game is over" : "the game goes on");
    put_text_line(s, x, y + LINE_H + 4, "normal", 12, line);
    if (over) {
        if (scores)
            put_text_line(s, x, y + 2 * LINE_H + 4, "normal", 12, "final scores:");
    } else if (d->kind >= 0 && d->kind < SAFARI_DECISION_END) {
        if (d->kind == SAFARI_DECISION_TOKEN)
            snprintf(line, sizeof line, "next: chance, a token for seat %d", (int)d->recipient);
        else if (d->to_move == SAFARI_CHANCE)
            snprintf(line, sizeof line, "next: chance, %s", decision_names[d->kind]);
        else
            snprintf(line, sizeof line, "next: seat %d, %s", (int)d->to_move,
                     decision_names[d->kind]);
        put_text_line(s, x, y + 2 * LINE_H + 4, "normal", 12, line);
    }
    snprintf(line, sizeof line, "tiles left %d, discarded %d; tokens in the bag %d",
             (int)p->stack, (int)p->discarded_tiles,
             (int)(p->bag[0] + p->bag[1] + p->bag[2] + p->bag[3] + p->bag[4]));
    put_text_line(s, x, y + 3 * LINE_H + 4, "normal", 12, line);
    return y + LEGEND_HEAD;
}

/* One block a seat: its meeple, its score (projected while the game goes
 * on; the winners in bold at the end), its meeples and tokens. Returns the
 * y below them. */
static double put_scores(const svg *s, double x, double y, const safari_pool_info *p,
                         const int32_t *projected, int over)
{
    char line[160], id[ID_CAP];
    for (int32_t seat = 0; seat < p->seats; seat++, y += LEGEND_SEAT) {
        safari_seat_info si;
        if (safari_game_seat(s->g, seat, &si) != SAFARI_OK)
            break;
        int winner = safari_game_is_winner(s->g, seat);
        put_meeple(s->out, x + 9, y + 13, 0.9, seat_fill[seat], NULL);
        if (over)
            snprintf(line, sizeof line, "seat %d: %d points%s", (int)seat, (int)si.score,
                     winner ? ", winner" : "");
        else
            snprintf(line, sizeof line, "seat %d: %d points (projected %d)", (int)seat,
                     (int)si.score, (int)projected[seat]);
        put_text_line_id(s, x + 26, y + 18, winner ? "bold" : "normal", 14,
                         piece_id(s, id, "score", 1, &seat, NULL), line);
        int n = snprintf(line, sizeof line, "meeples %d; tokens", (int)si.meeples);
        for (int k = 0; k < SAFARI_SPECIES && n > 0 && (size_t)n < sizeof line; k++)
            n += snprintf(line + n, sizeof line - (size_t)n, " %c%d", safari__species_letters[k],
                          (int)si.tokens[k]);
        put_text_line(s, x + 26, y + 34, "normal", 11, line);
    }
    return y;
}

/* The key: one sample of each mark, a row of LINE_H + 4 each. */
static void put_key(const svg *s, double x, double y)
{
    char line[32];
    put_text_line(s, x, y += LINE_H + 8, "bold", 12, "Key");
    y += LINE_H;
    put_fmt(s->out, "<path d=\"M%.1f %.1fh18\" stroke=\"#7a5230\" stroke-width=\"8\" "
                    "stroke-linecap=\"round\"/><path d=\"M%.1f %.1fh18\" stroke=\"#efdfae\" "
                    "stroke-width=\"3.5\" stroke-linecap=\"round\"/>\n",
            x, y, x, y);
    put_key_text(s, x, y, "trail; letters: its animals on this tile");
    y += LINE_H + 4;
    put_fmt(s->out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"18\" height=\"12\" fill=\"#4d8b3a\"/>\n",
            x, y - 6);
    put_key_text(s, x, y, "bush; white marks: its birds");
    y += LINE_H + 4;
    put_baobab(s->out, x + 9, y + 4);
    put_key_text(s, x, y, "baobab");
    y += LINE_H + 4;
    put_fmt(s->out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"11\" fill=\"#8cc4e8\"/>\n", x + 9, y);
    put_token(s->out, x + 9, y, SAFARI_ZEBRA, NULL);
    put_key_text(s, x, y, "watering-hole token, on a pond");
    y += LINE_H + 4;
    put_fmt(s->out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"none\" stroke=\"#4a90c8\"/>\n",
            x + 9, y);
    put_key_text(s, x, y, "open corner: a free watering-hole slot");
    y += LINE_H + 10;
    put_ranger(s->out, x + 9, y, 0);
    put_key_text(s, x, y, "ranger on its cell");
    y += LINE_H + 20;
    put_meeple(s->out, x + 9, y, 1.0, seat_fill[0], NULL);
    put_key_text(s, x, y, "meeple, in its seat's colour");
    y += 2 * LINE_H + 4;
    for (int k = 0; k < SAFARI_SPECIES; k++) {
        snprintf(line, sizeof line, "%c %s", safari__species_letters[k], species_names[k]);
        put_text_line(s, x + (double)(k % 3) * 90, y + (double)(k / 3) * LINE_H, "normal", 11,
                      line);
    }
}

/* The panel beside the board: the legend's head, the scores, the key, as
 * the options ask (at least one of legend and scores). */
static void put_legend(const svg *s, double x)
{
    const int legend = s->o->legend != 0, scores = s->o->scores != 0;
    safari_decision d;
    safari_pool_info p;
    int32_t projected[SAFARI_MAX_SEATS];
    size_t seats;
    double y = LEGEND_TOP;
    if (safari_game_decision(s->g, &d) != SAFARI_OK || safari_game_pools(s->g, &p) != SAFARI_OK ||
        safari_game_projected_scores_ex(s->g, projected, SAFARI_MAX_SEATS, &seats) != SAFARI_OK)
        return;
    put_fmt(s->out, "<g class=\"%s\">\n", legend ? "legend" : "scores");
    if (legend)
        y = put_legend_head(s, x, y, &d, &p, scores);
    if (scores)
        y = put_scores(s, x, y, &p, projected, d.kind == SAFARI_DECISION_END);
    if (legend)
        put_key(s, x, y);
    put_str(s->out, "</g>\n");
}

/* What emit_svg draws: the game and the options. */
typedef struct svg_job {
    const safari_game *g;
    const safari_svg_options *o;
} svg_job;

/* The size attribute asked for one side: as asked, or in the natural
 * proportions from the other side, or natural (rounded to a whole pixel). */
static double side_size(uint32_t asked, uint32_t other_asked, int natural, int other_natural)
{
    if (asked != 0)
        return (double)asked;
    if (other_asked != 0)
        return (double)(uint32_t)((double)other_asked * natural / other_natural + 0.5);
    return (double)natural;
}

static int emit_svg(safari__textout *t, const void *ctx)
{
    const svg_job *job = ctx;
    const safari_game *g = job->g;
    safari_pool_info p;
    if (safari_game_pools(g, &p) != SAFARI_OK)
        return SAFARI_EINVAL;
    svg_out o = {t, 0};
    svg_out *out = &o;
    svg s = {out, g, board_bounds(g), p.seats, job->o};
    int panel = job->o->legend || job->o->scores;
    int cols = (int)(s.box.x1 - s.box.x0 + 1), rows = (int)(s.box.y1 - s.box.y0 + 1);
    int board_w = 2 * MARGIN + cols * CELL, board_h = 2 * MARGIN + rows * CELL;
    int legend_h = panel ? legend_height(job->o, s.seats) : 0;
    int width = board_w + (panel ? LEGEND_W : 0), height = board_h > legend_h ? board_h : legend_h;
    put_fmt(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                 "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
                 "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n"
                 "<rect width=\"100%%\" height=\"100%%\" fill=\"#fbf8ef\"/>\n",
            side_size(job->o->width, job->o->height, width, height),
            side_size(job->o->height, job->o->width, height, width), width, height);
    size_t n = safari_game_tile_count(g);
    for (size_t i = 0; i < n; i++) {
        safari_tile_info t_info;
        if (safari_game_tile(g, i, &t_info) == SAFARI_OK)
            put_tile(&s, &t_info);
    }
    put_waterholes(&s);
    put_meeples(&s);
    put_rangers_and_axes(&s);
    if (panel)
        put_legend(&s, board_w + 4);
    put_str(out, "</svg>\n");
    return o.bad ? SAFARI_EINVAL : SAFARI_OK;
}

int safari_game_svg_write_ex(const safari_game *game, const safari_svg_options *options,
                             char *buf, size_t cap, size_t *len)
{
    static const safari_svg_options defaults = SAFARI_SVG_OPTIONS_INIT;
    if (options == NULL)
        options = &defaults;
    if (game == NULL || len == NULL || (buf == NULL && cap != 0) ||
        options->size != sizeof(safari_svg_options) || options->width > SAFARI_SVG_MAX_SIZE ||
        options->height > SAFARI_SVG_MAX_SIZE || options->legend > 1 || options->scores > 1 ||
        options->ids > 1)
        return SAFARI_EINVAL;
    svg_job job = {game, options};
    return safari__text_emit(emit_svg, &job, buf, cap, len);
}

int safari_game_svg_write(const safari_game *game, char *buf, size_t cap, size_t *len)
{
    return safari_game_svg_write_ex(game, NULL, buf, cap, len);
}
