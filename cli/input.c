/* SPDX-License-Identifier: MIT */
/* Reading records and writing the library's texts. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

char *cli_read_all(const char *path, size_t *len)
{
    FILE *f = path != NULL ? fopen(path, "rb") : stdin;
    const char *name = path != NULL ? path : "standard input";
    if (f == NULL) {
        fprintf(stderr, "safari: cannot open '%s': %s\n", name, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf != NULL) {
        n += fread(buf + n, 1, cap - 1 - n, f);
        if (n < cap - 1)
            break;
        char *bigger = realloc(buf, cap * 2);
        if (bigger == NULL) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = bigger;
        cap *= 2;
    }
    int failed = buf == NULL || ferror(f);
    if (path != NULL)
        fclose(f);
    if (failed) {
        fprintf(stderr, "safari: cannot read '%s'\n", name);
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

int cli_load_record(const char *path, safari_game **out)
{
    size_t len;
    char *text = cli_read_all(path, &len);
    if (text == NULL)
        return CLI_BAD_INPUT;
    safari_diag diag;
    int rc = safari_record_read(out, text, len, NULL, &diag);
    free(text);
    if (rc != SAFARI_OK) {
        fprintf(stderr, "error %d: %s\n", (int)diag.line, diag.message);
        return CLI_BAD_INPUT;
    }
    return CLI_OK;
}

int cli_print_text(FILE *out, cli_text_fn fn, const safari_game *g)
{
    size_t len = 0;
    char *buf = NULL;
    int rc = fn(g, NULL, 0, &len);
    if (rc == SAFARI_EBUFS) {
        buf = malloc(len + 1);
        rc = buf != NULL ? fn(g, buf, len + 1, &len) : SAFARI_ENOMEM;
    }
    if (rc == SAFARI_OK)
        fwrite(buf, 1, len, out);
    else
        fprintf(stderr, "safari: %s\n", safari_strerror(rc));
    free(buf);
    return rc == SAFARI_OK ? CLI_OK : CLI_BAD_INPUT;
}
