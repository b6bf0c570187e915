/* SPDX-License-Identifier: MIT */
/* The programs' one argument parser (the `safari` command's subcommands
 * and safari-bench): each describes its options in a table (name, kind,
 * destination, range, help) and args.c reads the command line against it,
 * reports what is wrong in one wording, and writes the options' part of
 * the program's --help. Standard headers only: any program outside lib/
 * links it (the static library safari_args). */
#ifndef SAFARI_CLI_ARGS_H
#define SAFARI_CLI_ARGS_H

#include <stddef.h>
#include <stdio.h>

/* What the parser returns: 0, or the exit status of bad usage. */
enum { CLI_ARGS_OK = 0, CLI_ARGS_USAGE = 2 };

/* The parser's report of bad usage: defined by the program that links the
 * parser, which knows its name (the command's main.c, safari-bench's
 * bench_main.c, each with cli_args_usage; the parser's test keeps the
 * message instead). Returns CLI_ARGS_USAGE. */
int cli_usage_error(const char *message, const char *arg);

/* Says "PROGRAM: <message> '<arg>'" (arg NULL: the message alone) and
 * "Try 'PROGRAM --help'." on stderr; returns CLI_ARGS_USAGE. */
int cli_args_usage(const char *program, const char *message, const char *arg);

/* Parses a decimal integer in lo..hi; 1 on success, else 0 (out unchanged). */
int cli_parse_int(const char *s, long long lo, long long hi, long long *out);

/* What an option takes, and what it writes at its destination. */
typedef enum cli_arg_kind {
    CLI_ARG_FLAG,   /* no value; the integer at the destination set to 1 */
    CLI_ARG_INT,    /* a decimal integer in lo..hi */
    CLI_ARG_STRING, /* any text: the destination (a const char *) points at it */
    CLI_ARG_ENUM,   /* one of choices: the integer set to the choice's index */
    CLI_ARG_CUSTOM  /* values read by the option's own function */
} cli_arg_kind;

typedef struct cli_option cli_option;

/* A CLI_ARG_CUSTOM option's reader: its values (o->values of them) into
 * the arguments struct; 0, or -1 for a bad value (the parser says so). */
typedef int (*cli_arg_read)(void *args, char **values, const cli_option *o);

struct cli_option {
    const char *name;  /* "--seed" */
    const char *meta;  /* the values in the help ("N", "X Y"); NULL: none */
    cli_arg_kind kind;
    int values;        /* how many values follow the name: 0, 1 or 2 */
    size_t offset;     /* the destination in the arguments struct ... */
    size_t size;       /* ... and its size (an integer's: 4 or 8 bytes) */
    long long lo, hi;  /* CLI_ARG_INT's range */
    const char *const *choices; /* CLI_ARG_ENUM's words, NULL-terminated */
    cli_arg_read read; /* CLI_ARG_CUSTOM */
    const char *bad;   /* the message of a bad value, before the value; NULL:
                        * "NAME must be LO..HI, not" or "NAME must be A or B, not" */
    const char *help;  /* lines of help ('\n' between them); NULL: not listed */
};

/* Table rows. S is the arguments struct, F its field. */
#define CLI_FIELD(S, F) offsetof(S, F), sizeof(((S *)0)->F)
#define CLI_FLAG(name, S, F, help) {name, NULL, CLI_ARG_FLAG, 0, CLI_FIELD(S, F), 0, 0, NULL, NULL, NULL, help}
#define CLI_INT(name, meta, S, F, lo, hi, bad, help) \
    {name, meta, CLI_ARG_INT, 1, CLI_FIELD(S, F), lo, hi, NULL, NULL, bad, help}
#define CLI_STRING(name, meta, S, F, help) \
    {name, meta, CLI_ARG_STRING, 1, CLI_FIELD(S, F), 0, 0, NULL, NULL, NULL, help}
#define CLI_ENUM(name, meta, S, F, choices, help) \
    {name, meta, CLI_ARG_ENUM, 1, CLI_FIELD(S, F), 0, 0, choices, NULL, NULL, help}
#define CLI_CUSTOM(name, meta, values, fn, bad, help) \
    {name, meta, CLI_ARG_CUSTOM, values, 0, 0, 0, 0, NULL, fn, bad, help}

/* A subcommand's arguments: its options and what to do with an argument
 * that is not one (NULL: there are none; otherwise it returns an exit code
 * and reports its own errors). An argument is an option when it starts
 * with '-' and is not "-" alone (standard input). */
typedef struct cli_args_spec {
    const cli_option *options;
    size_t count;
    int (*positional)(void *args, const char *arg);
} cli_args_spec;

/* Reads argv against spec into args (defaults already set by the caller),
 * in order, a later option overriding an earlier one. Returns CLI_ARGS_OK,
 * or CLI_ARGS_USAGE after printing why (cli_usage_error): "unknown option 'X'", "missing value for
 * 'X'", the option's bad-value message, or the positional reader's. */
int cli_args_parse(const cli_args_spec *spec, int argc, char **argv, void *args);

/* A command's one optional FILE ("-": standard input, path NULL), the
 * first member of its arguments struct; cli_args_path is its positional
 * reader ("unexpected argument" for a second one). */
typedef struct cli_path_arg {
    const char *path;
    int given;
} cli_path_arg;
int cli_args_path(void *args, const char *arg);

/* Parses a number in lo..hi (strtod's forms); 1 on success, else 0. */
int cli_parse_double(const char *s, double lo, double hi, double *out);

/* Writes the help lines of spec's options: the name and its values in a
 * column of 31, the help beside them, each further line under the first. */
void cli_args_help(FILE *out, const cli_args_spec *spec);

#endif
