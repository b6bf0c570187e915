/* SPDX-License-Identifier: MIT */
/* The command's outputs (output.c), in a fresh folder: paths resolved and
 * compared as the system sees them, and files that appear under their
 * final name only whole. Expected paths are built from the folder's own
 * realpath, by hand; nothing is compared with the code's output. POSIX. */
#define _XOPEN_SOURCE 700 /* mkdtemp, symlink, realpath */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "output.h"

static char root[4096]; /* the test's folder, resolved; the working directory */

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    assert_true(fputs(text, f) >= 0);
    assert_int_equal(fclose(f), 0);
}

/* The whole text of a file ("" when it cannot be read). */
static const char *read_file(const char *path)
{
    static char buf[65536];
    FILE *f = fopen(path, "r");
    size_t n = f != NULL ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f != NULL)
        fclose(f);
    buf[n] = '\0';
    return buf;
}

/* The names in folder dir, but . and .., sorted, each followed by a space. */
static const char *listing(const char *dir)
{
    static char out[4096];
    char names[64][256];
    int n = 0;
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < 64)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
            snprintf(names[n++], sizeof names[0], "%s", e->d_name);
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], (int (*)(const void *, const void *))strcmp);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        strcat(out, names[i]);
        strcat(out, " ");
    }
    return out;
}

/* A folder of its own for each test, entered. */
static int enter(void **state)
{
    (void)state;
    char tmpl[] = "/tmp/safari-output-XXXXXX";
    if (mkdtemp(tmpl) == NULL || realpath(tmpl, root) == NULL || chdir(root) != 0)
        return -1;
    return 0;
}

static int leave(void **state)
{
    (void)state;
    char cmd[4200];
    if (chdir("/") != 0)
        return -1;
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    return system(cmd) == 0 ? 0 : -1;
}

static void expect_resolved(const char *path, const char *rest)
{
    char got[4096], want[4200];
    snprintf(want, sizeof want, "%s%s", root, rest);
    assert_int_equal(cli_resolve_path(path, got, sizeof got), 0);
    assert_string_equal(got, want);
}

static void test_output__resolve_path(void **state)
{
    (void)state;
    assert_int_equal(mkdir("sub", 0777), 0);
    assert_int_equal(symlink("sub", "link"), 0);
    expect_resolved("f", "/f");
    expect_resolved("./f", "/f");
    expect_resolved("sub//f", "/sub/f");
    expect_resolved("sub/../f", "/f");
    /* missing/.. is lexical: nothing in it exists, so no link either */
    expect_resolved("missing/deeper/../../f", "/f");
    expect_resolved("link/f", "/sub/f");
    expect_resolved("link/../f", "/f"); /* sub/.. : the link is followed first */
    expect_resolved("sub/", "/sub");
    char got[4096];
    assert_int_equal(cli_resolve_path("/", got, sizeof got), 0);
    assert_string_equal(got, "/");
    assert_int_equal(cli_resolve_path("/missing/..", got, sizeof got), 0);
    assert_string_equal(got, "/");
    assert_int_equal(cli_resolve_path("", got, sizeof got), -1);
    assert_int_equal(cli_resolve_path("f", got, 4), -1);
    assert_int_equal(errno, ENAMETOOLONG);
}

static void test_output__same_file(void **state)
{
    (void)state;
    assert_int_equal(mkdir("sub", 0777), 0);
    write_file("f", "f\n");
    write_file("g", "g\n");
    assert_int_equal(link("f", "hard"), 0);
    assert_int_equal(symlink("f", "soft"), 0);
    assert_int_equal(cli_same_file("f", "f"), 1);
    assert_int_equal(cli_same_file("f", "./sub/../f"), 1);
    assert_int_equal(cli_same_file("f", "hard"), 1);
    assert_int_equal(cli_same_file("soft", "f"), 1);
    char abs[4200];
    snprintf(abs, sizeof abs, "%s/f", root);
    assert_int_equal(cli_same_file(abs, "f"), 1);
    assert_int_equal(cli_same_file("f", "g"), 0);
    assert_int_equal(cli_same_file("sub", "sub/."), 1);
    /* Files yet to be made: by path. */
    assert_int_equal(cli_same_file("new/x", "new/./x"), 1);
    assert_int_equal(cli_same_file("new/x", "new/y"), 0);
    assert_int_equal(cli_same_file("f2", "sub/../f2"), 1);
    /* One exists, the other not: never the same. */
    assert_int_equal(cli_same_file("f", "new/x"), 0);
    /* A device is clobbered by no write. */
    assert_int_equal(cli_same_file("/dev/null", "/dev/null"), 0);
}

static void test_output__check_files(void **state)
{
    (void)state;
    write_file("rec", "record\n");
    cli_file in = {"rec", "the record read"};
    cli_file outs[2] = {{"pic", "--svg"}, {"./rec", "--other"}};
    assert_int_equal(cli_check_files(&in, 1, outs, 1), 0);
    assert_int_equal(cli_check_files(&in, 1, &outs[1], 1), 1);
    cli_file twice[2] = {{"pic", "--svg"}, {"sub/../pic", "--results"}};
    assert_int_equal(cli_check_files(NULL, 0, twice, 2), 1);
    /* Standard input that is the output's file ("-" and NULL alike). */
    int saved = dup(0), fd = open("rec", O_RDONLY);
    assert_true(saved >= 0 && fd >= 0);
    assert_int_equal(dup2(fd, 0), 0);
    cli_file std_in[2] = {{NULL, "the record read"}, {"-", "the record read"}};
    cli_file to_rec = {"rec", "--svg"};
    int clash_null = cli_check_files(&std_in[0], 1, &to_rec, 1);
    int clash_dash = cli_check_files(&std_in[1], 1, &to_rec, 1);
    int clash_other = cli_check_files(&std_in[0], 1, &outs[0], 1);
    assert_int_equal(dup2(saved, 0), 0);
    close(fd);
    close(saved);
    assert_int_equal(clash_null, 1);
    assert_int_equal(clash_dash, 1);
    assert_int_equal(clash_other, 0);
}

/* The temporary name this process gives path's first temporary file:
 * hidden, in the same folder (output.c). */
static const char *temp_name(const char *dir, const char *base)
{
    static char name[4400];
    snprintf(name, sizeof name, "%s.%s.tmp-%ld-0", dir, base, (long)getpid());
    return name;
}

static void test_output__new_file_whole(void **state)
{
    (void)state;
    assert_int_equal(mkdir("sub", 0777), 0);
    cli_output o;
    assert_int_equal(cli_output_open(&o, "sub/out.txt"), 0);
    assert_string_equal(o.temp, temp_name("sub/", "out.txt"));
    assert_true(fputs("whole\n", o.f) >= 0);
    assert_int_equal(fflush(o.f), 0);
    /* While it is written, only the temporary name exists. */
    char want[4500];
    snprintf(want, sizeof want, "%s ", temp_name("", "out.txt"));
    assert_string_equal(listing("sub"), want);
    assert_int_equal(cli_output_commit(&o), 0);
    assert_string_equal(listing("sub"), "out.txt ");
    assert_string_equal(read_file("sub/out.txt"), "whole\n");
    assert_null(o.temp);
    /* New files get the usual permissions (0666 less the umask), not a
     * temporary file's 0600. */
    mode_t mask = umask(0);
    umask(mask);
    struct stat st;
    assert_int_equal(stat("sub/out.txt", &st), 0);
    assert_int_equal(st.st_mode & 0777, 0666 & ~mask);
}

static void test_output__replace_keeps_mode_and_link(void **state)
{
    (void)state;
    write_file("old", "old\n");
    assert_int_equal(chmod("old", 0640), 0);
    assert_int_equal(symlink("old", "link"), 0);
    cli_output o;
    assert_int_equal(cli_output_open(&o, "link"), 0);
    /* The link is followed: the temporary file is beside the file it names. */
    char dir[4200];
    snprintf(dir, sizeof dir, "%s/", root);
    assert_string_equal(o.temp, temp_name(dir, "old"));
    assert_true(fputs("new\n", o.f) >= 0);
    assert_int_equal(fflush(o.f), 0);
    assert_string_equal(read_file("old"), "old\n"); /* untouched until the commit */
    assert_int_equal(cli_output_commit(&o), 0);
    assert_string_equal(read_file("old"), "new\n");
    struct stat st;
    assert_int_equal(lstat("link", &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    assert_int_equal(stat("old", &st), 0);
    assert_int_equal(st.st_mode & 0777, 0640);
    assert_string_equal(listing("."), "link old ");
}

/* A full disk, as a file-size limit: the write fails, the old file stays
 * whole and no temporary file is left. */
static void test_output__full_disk_leaves_old_file(void **state)
{
    (void)state;
    write_file("f", "old\n");
    struct rlimit was, small;
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &was), 0);
    small = was;
    small.rlim_cur = 1000;
    void (*handler)(int) = signal(SIGXFSZ, SIG_IGN);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
    cli_output o;
    int opened = cli_output_open(&o, "f");
    for (int i = 0; opened == 0 && i < 300; i++)
        fputs("0123456789\n", o.f); /* 3300 bytes */
    int rc = opened == 0 ? cli_output_commit(&o) : 0;
    int e = errno;
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &was), 0);
    signal(SIGXFSZ, handler);
    assert_int_equal(opened, 0);
    assert_int_equal(rc, -1);
    assert_int_equal(e, EFBIG);
    assert_string_equal(read_file("f"), "old\n");
    assert_string_equal(listing("."), "f ");
}

/* A rename that fails (the final name became a folder meanwhile): the
 * temporary file is removed, the folder left. */
static void test_output__failed_rename_removes_temp(void **state)
{
    (void)state;
    cli_output o;
    assert_int_equal(cli_output_open(&o, "t"), 0);
    fputs("text\n", o.f);
    assert_int_equal(mkdir("t", 0777), 0);
    write_file("t/inside", "x\n");
    assert_int_equal(cli_output_commit(&o), -1);
    assert_true(errno == EISDIR || errno == ENOTEMPTY || errno == EEXIST);
    assert_string_equal(listing("."), "t ");
    assert_string_equal(listing("t"), "inside ");
}

static void test_output__discard_leaves_nothing(void **state)
{
    (void)state;
    write_file("f", "old\n");
    cli_output o;
    assert_int_equal(cli_output_open(&o, "f"), 0);
    fputs("new\n", o.f);
    cli_output_discard(&o);
    assert_string_equal(read_file("f"), "old\n");
    assert_string_equal(listing("."), "f ");
}

/* Devices are written in place (renaming over /dev/full would replace the
 * device); a folder cannot be written. */
static void test_output__devices_in_place(void **state)
{
    (void)state;
    cli_output o;
    assert_int_equal(cli_output_open(&o, "/dev/null"), 0);
    assert_null(o.temp);
    fputs("nothing\n", o.f);
    assert_int_equal(cli_output_commit(&o), 0);
    assert_int_equal(cli_output_open(&o, "/dev/full"), 0);
    assert_null(o.temp);
    fputs("full\n", o.f);
    assert_int_equal(cli_output_commit(&o), -1);
    assert_int_equal(errno, ENOSPC);
    struct stat st;
    assert_int_equal(stat("/dev/full", &st), 0);
    assert_true(S_ISCHR(st.st_mode));
    assert_int_equal(mkdir("dir", 0777), 0);
    assert_int_equal(cli_output_open(&o, "dir"), -1);
    assert_int_equal(errno, EISDIR);
    assert_null(o.f);
    assert_string_equal(listing("."), "dir ");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_output__resolve_path, enter, leave),
        cmocka_unit_test_setup_teardown(test_output__same_file, enter, leave),
        cmocka_unit_test_setup_teardown(test_output__check_files, enter, leave),
        cmocka_unit_test_setup_teardown(test_output__new_file_whole, enter, leave),
        cmocka_unit_test_setup_teardown(test_output__replace_keeps_mode_and_link, enter, leave),
        cmocka_unit_test_setup_teardown(test_output__full_disk_leaves_old_file, enter, leave),
        cmocka_unit_test_setup_teardown(test_output__failed_rename_removes_temp, enter, leave),
        cmocka_unit_test_setup_teardown(test_output__discard_leaves_nothing, enter, leave),
        cmocka_unit_test_setup_teardown(test_output__devices_in_place, enter, leave),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
