/* SPDX-License-Identifier: MIT */
/* The programs' one argument parser (args.h): every subcommand's options
 * are a table, read here, so that each error is worded once and the help
 * of an option sits beside its range. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"

/* An integer into a field of 4 or 8 bytes (int32_t, uint32_t, long,
 * int64_t, uint64_t): every range a table gives fits both signs. */
static void store_int(void *dest, size_t size, long long v)
{
    if (size == sizeof(int64_t)) {
        int64_t w = (int64_t)v;
        memcpy(dest, &w, sizeof w);
    } else {
        int32_t w = (int32_t)v;
        memcpy(dest, &w, sizeof w);
    }
}

static const cli_option *find(const cli_args_spec *spec, const char *name)
{
    for (size_t i = 0; i < spec->count; i++)
        if (strcmp(spec->options[i].name, name) == 0)
            return &spec->options[i];
    return NULL;
}

/* "NAME must be LO..HI, not 'V'" (or "A, B or C" for a choice), the name
 * without its dashes, or the option's own message; the values of a
 * two-value option quoted together. */
static int bad_value(const cli_option *o, char **values)
{
    char message[256], shown[512];
    const char *word = o->name + 2;
    if (o->bad != NULL) {
        snprintf(message, sizeof message, "%s", o->bad);
    } else if (o->kind == CLI_ARG_CUSTOM || o->kind == CLI_ARG_FLAG) {
        snprintf(message, sizeof message, "bad value for %s:", o->name);
    } else if (o->kind == CLI_ARG_INT) {
        snprintf(message, sizeof message, "%s must be %lld..%lld, not", word, o->lo, o->hi);
    } else {
        size_t k = (size_t)snprintf(message, sizeof message, "%s must be", word);
        for (size_t i = 0; o->choices[i] != NULL && k < sizeof message; i++)
            k += (size_t)snprintf(message + k, sizeof message - k, "%s %s",
                                  i == 0 ? "" : o->choices[i + 1] != NULL ? "," : " or",
                                  o->choices[i]);
        if (k < sizeof message)
            snprintf(message + k, sizeof message - k, ", not");
    }
    snprintf(shown, sizeof shown, "%s%s%s", values[0], o->values > 1 ? " " : "",
             o->values > 1 ? values[1] : "");
    return cli_usage_error(message, shown);
}

/* One option and its values into args; an exit code. */
static int take(const cli_option *o, char **values, void *args)
{
    char *dest = (char *)args + o->offset;
    long long v;
    switch (o->kind) {
    case CLI_ARG_FLAG:
        store_int(dest, o->size, 1);
        return CLI_ARGS_OK;
    case CLI_ARG_INT:
        if (!cli_parse_int(values[0], o->lo, o->hi, &v))
            return bad_value(o, values);
        store_int(dest, o->size, v);
        return CLI_ARGS_OK;
    case CLI_ARG_STRING:
        memcpy(dest, &values[0], sizeof values[0]);
        return CLI_ARGS_OK;
    case CLI_ARG_ENUM:
        for (long long i = 0; o->choices[i] != NULL; i++)
            if (strcmp(values[0], o->choices[i]) == 0) {
                store_int(dest, o->size, i);
                return CLI_ARGS_OK;
            }
        return bad_value(o, values);
    case CLI_ARG_CUSTOM:
        break;
    }
    return o->read(args, values, o) == 0 ? CLI_ARGS_OK : bad_value(o, values);
}

int cli_args_parse(const cli_args_spec *spec, int argc, char **argv, void *args)
{
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        int rc;
        if (arg[0] != '-' || arg[1] == '\0') {
            if (spec->positional == NULL)
                return cli_usage_error("unexpected argument", arg);
            rc = spec->positional(args, arg);
        } else {
            const cli_option *o = find(spec, arg);
            if (o == NULL)
                return cli_usage_error("unknown option", arg);
            if (argc - 1 - i < o->values)
                return cli_usage_error("missing value for", arg);
            rc = take(o, argv + i + 1, args);
            i += o->values;
        }
        if (rc != CLI_ARGS_OK)
            return rc;
    }
    return CLI_ARGS_OK;
}

void cli_args_help(FILE *out, const cli_args_spec *spec)
{
    for (size_t i = 0; i < spec->count; i++) {
        const cli_option *o = &spec->options[i];
        char head[64];
        if (o->help == NULL)
            continue;
        snprintf(head, sizeof head, "%s%s%s", o->name, o->meta ? " " : "", o->meta ? o->meta : "");
        fprintf(out, "  %-31s", head);
        for (const char *line = o->help, *nl;; line = nl + 1) {
            nl = strchr(line, '\n');
            int len = nl ? (int)(nl - line) : (int)strlen(line);
            fprintf(out, "%s%.*s\n", line == o->help ? "" : "                                 ",
                    len, line);
            if (nl == NULL)
                break;
        }
    }
}

int cli_args_path(void *args, const char *arg)
{
    cli_path_arg *p = args;
    if (p->given)
        return cli_usage_error("unexpected argument", arg);
    p->given = 1;
    p->path = strcmp(arg, "-") != 0 ? arg : NULL;
    return CLI_ARGS_OK;
}

int cli_parse_double(const char *s, double lo, double hi, double *out)
{
    char *end;
    double v = strtod(s, &end);
    if (end == s || *end != '\0' || !(v >= lo && v <= hi))
        return 0;
    *out = v;
    return 1;
}

int cli_parse_int(const char *s, long long lo, long long hi, long long *out)
{
    char *end;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (errno != 0 || end == s || *end != '\0' || v < lo || v > hi)
        return 0;
    *out = v;
    return 1;
}

int cli_args_usage(const char *program, const char *message, const char *arg)
{
    if (arg != NULL)
        fprintf(stderr, "%s: %s '%s'\n", program, message, arg);
    else
        fprintf(stderr, "%s: %s\n", program, message);
    fprintf(stderr, "Try '%s --help'.\n", program);
    return CLI_ARGS_USAGE;
}
