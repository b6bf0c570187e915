/* SPDX-License-Identifier: MIT */
/* Text from outside (a bot's name or line, a command, a forfeit reason) made
 * safe for a one-line field: a record's `#` comment, a message, the table.
 * Bytes below 0x20 and DEL become `\xHH`, a backslash `\\`; every other
 * byte (UTF-8 included) is kept. The result has no line end of any kind
 * (LF, CR, NUL), so a record reader takes the line back as one comment, and
 * the escaping can be undone: it loses nothing. */
#include "escape.h"

size_t cli_escape(const char *s, size_t n, char *out, size_t cap)
{
    static const char hex[] = "0123456789abcdef";
    size_t len = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        char esc[4];
        size_t k = 0;
        if (c < 0x20 || c == 0x7F) {
            esc[k++] = '\\';
            esc[k++] = 'x';
            esc[k++] = hex[c >> 4];
            esc[k++] = hex[c & 15];
        } else if (c == '\\') {
            esc[k++] = '\\';
            esc[k++] = '\\';
        } else {
            esc[k++] = (char)c;
        }
        for (size_t j = 0; j < k; j++, len++)
            if (len + 1 < cap)
                out[len] = esc[j];
    }
    if (cap > 0)
        out[len < cap ? len : cap - 1] = '\0';
    return len;
}

const char *cli_escaped(const char *s, char *out, size_t cap)
{
    size_t i = 0;
    while (s[i] != '\0')
        i++;
    cli_escape(s, i, out, cap);
    return out;
}
