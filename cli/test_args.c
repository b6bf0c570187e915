/* SPDX-License-Identifier: MIT */
/* The programs' argument parser (common/args.c) against a table of every kind:
 * what each writes, in which width, and the one wording of each error.
 * The expected values and messages are written here by hand from args.h. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "args.h"
#include "cli.h"

/* cli_usage_error is each program's (args.h): here it keeps the message. */
static char said[256];

int cli_usage_error(const char *message, const char *arg)
{
    if (arg != NULL)
        snprintf(said, sizeof said, "%s '%s'", message, arg);
    else
        snprintf(said, sizeof said, "%s", message);
    return CLI_USAGE;
}

typedef struct args {
    cli_path_arg file;
    int flag;
    int32_t small;
    uint64_t wide;
    const char *name;
    int choice;
    int32_t x, y;
} args;

static int read_pair(void *a, char **values, const cli_option *o)
{
    long long x, y;
    (void)o;
    if (!cli_parse_int(values[0], 0, 9, &x) || !cli_parse_int(values[1], 0, 9, &y))
        return -1;
    ((args *)a)->x = (int32_t)x;
    ((args *)a)->y = (int32_t)y;
    return 0;
}

static const char *const words[] = {"low", "mid", "high", NULL};
static const cli_option options[] = {
    CLI_FLAG("--flag", args, flag, "a flag"),
    CLI_INT("--small", "N", args, small, -5, 5, NULL, "an int32_t in -5..5"),
    CLI_INT("--wide", "N", args, wide, 0, INT64_MAX, NULL, NULL),
    CLI_STRING("--name", "S", args, name, "a string\nover two lines"),
    CLI_ENUM("--choice", "low|mid|high", args, choice, words, NULL),
    CLI_CUSTOM("--pair", "X Y", 2, read_pair, "pair must be two digits, not", NULL),
};
static const cli_args_spec spec = {options, sizeof options / sizeof *options, cli_args_path};

/* Parses a NULL-terminated list into *a from its defaults; the exit code. */
static int parse(args *a, const char *first, ...)
{
    char *argv[16];
    int argc = 0;
    va_list ap;
    va_start(ap, first);
    for (const char *s = first; s != NULL; s = va_arg(ap, const char *))
        argv[argc++] = (char *)(uintptr_t)s;
    va_end(ap);
    memset(a, 0, sizeof *a);
    a->choice = -1;
    said[0] = '\0';
    return cli_args_parse(&spec, argc, argv, a);
}

static void test_args__every_kind(void **state)
{
    (void)state;
    args a;
    assert_int_equal(parse(&a, "--flag", "--small", "-5", "--wide", "9223372036854775807",
                           "--name", "x y", "--choice", "high", "--pair", "3", "4", "rec",
                           NULL),
                     CLI_OK);
    assert_int_equal(a.flag, 1);
    assert_int_equal(a.small, -5);
    assert_true(a.wide == 9223372036854775807ull); /* all 8 bytes written */
    assert_string_equal(a.name, "x y");
    assert_int_equal(a.choice, 2);
    assert_int_equal(a.x, 3);
    assert_int_equal(a.y, 4);
    assert_string_equal(a.file.path, "rec");
    /* "-" is standard input (path NULL), a later option overrides */
    assert_int_equal(parse(&a, "-", "--small", "1", "--small", "2", NULL), CLI_OK);
    assert_int_equal(a.file.given, 1);
    assert_null(a.file.path);
    assert_int_equal(a.small, 2);
}

static void test_args__errors(void **state)
{
    (void)state;
    args a;
    assert_int_equal(parse(&a, "--nope", NULL), CLI_USAGE);
    assert_string_equal(said, "unknown option '--nope'");
    assert_int_equal(parse(&a, "-x", NULL), CLI_USAGE);
    assert_string_equal(said, "unknown option '-x'");
    assert_int_equal(parse(&a, "--small", NULL), CLI_USAGE);
    assert_string_equal(said, "missing value for '--small'");
    assert_int_equal(parse(&a, "--pair", "1", NULL), CLI_USAGE);
    assert_string_equal(said, "missing value for '--pair'");
    assert_int_equal(parse(&a, "--small", "6", NULL), CLI_USAGE);
    assert_string_equal(said, "small must be -5..5, not '6'");
    assert_int_equal(a.small, 0); /* unchanged */
    assert_int_equal(parse(&a, "--small", "1x", NULL), CLI_USAGE);
    assert_string_equal(said, "small must be -5..5, not '1x'");
    assert_int_equal(parse(&a, "--choice", "none", NULL), CLI_USAGE);
    assert_string_equal(said, "choice must be low, mid or high, not 'none'");
    assert_int_equal(parse(&a, "--pair", "1", "10", NULL), CLI_USAGE);
    assert_string_equal(said, "pair must be two digits, not '1 10'");
    assert_int_equal(parse(&a, "a", "b", NULL), CLI_USAGE);
    assert_string_equal(said, "unexpected argument 'b'");
}

/* The help: the name and values in a column of 31, further lines under
 * the first, options without help left out. */
static void test_args__help(void **state)
{
    (void)state;
    char buf[1024];
    FILE *f = tmpfile();
    assert_non_null(f);
    cli_args_help(f, &spec);
    rewind(f);
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    assert_string_equal(buf, "  --flag                         a flag\n"
                             "  --small N                      an int32_t in -5..5\n"
                             "  --name S                       a string\n"
                             "                                 over two lines\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_args__every_kind),
        cmocka_unit_test(test_args__errors),
        cmocka_unit_test(test_args__help),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
