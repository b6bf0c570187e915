/* SPDX-License-Identifier: MIT */
/* The files a command writes (output.h): an output is checked against the
 * inputs and the other outputs before anything is read or written, and a
 * file is written under a temporary name in its folder and renamed once
 * whole, as git writes its index through index.lock. POSIX compares files
 * by device and inode; Windows, which has no inode numbers in stat, by
 * full path without case, and replaces a file with MoveFileEx (its rename
 * refuses an existing target). */
#ifndef _WIN32
#  define _XOPEN_SOURCE 700 /* realpath, lstat */
#endif
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#ifdef _WIN32
#  include <process.h>
#  include <windows.h>
#else
#  include <unistd.h>
#endif

#include "output.h"

/* Longest path handled; longer ones are refused with ENAMETOOLONG. */
#define PATH_CAP 4096

#ifdef _WIN32
typedef struct _stat stat_buf;
#  define stat_path _stat
#  define stat_fd _fstat
#  define process_id _getpid
#else
typedef struct stat stat_buf;
#  define stat_path stat
#  define stat_fd fstat
#  define process_id getpid
#endif

int cli_resolve_path(const char *path, char *out, size_t cap)
{
#ifdef _WIN32
    if (path[0] == '\0' || _fullpath(out, path, cap) == NULL) {
        errno = path[0] == '\0' ? ENOENT : ENAMETOOLONG;
        return -1;
    }
    return 0;
#else
    char abs[2 * PATH_CAP], *real;
    size_t n = 0, len = strlen(path);
    if (len == 0) {
        errno = ENOENT;
        return -1;
    }
    if (path[0] != '/') {
        if (getcwd(abs, PATH_CAP) == NULL)
            return -1;
        n = strlen(abs);
        abs[n++] = '/';
    }
    if (n + len >= sizeof abs) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(abs + n, path, len + 1);
    /* The longest leading part that exists, resolved by the system (links
     * included); "/" always exists. */
    size_t end = strlen(abs);
    for (;;) {
        char keep = abs[end];
        abs[end] = '\0';
        real = realpath(end > 0 ? abs : "/", NULL);
        abs[end] = keep;
        if (real != NULL)
            break;
        if ((errno != ENOENT && errno != ENOTDIR) || end == 0)
            return -1;
        while (end > 0 && abs[end - 1] != '/')
            end--;
        while (end > 0 && abs[end - 1] == '/')
            end--;
    }
    size_t o = strlen(real);
    if (o < cap)
        memcpy(out, real, o + 1);
    free(real);
    if (o >= cap) {
        errno = ENAMETOOLONG;
        return -1;
    }
    /* The rest does not exist: no link in it, so `..` is lexical. */
    for (const char *p = abs + end; *p != '\0';) {
        while (*p == '/')
            p++;
        const char *q = p;
        while (*q != '\0' && *q != '/')
            q++;
        size_t k = (size_t)(q - p);
        if (k == 2 && p[0] == '.' && p[1] == '.') {
            while (o > 0 && out[o - 1] != '/')
                o--;
            o = o > 1 ? o - 1 : 1;
        } else if (k > 0 && !(k == 1 && p[0] == '.')) {
            size_t sep = out[o - 1] != '/';
            if (o + sep + k >= cap) {
                errno = ENAMETOOLONG;
                return -1;
            }
            if (sep)
                out[o++] = '/';
            memcpy(out + o, p, k);
            o += k;
        }
        out[o] = '\0';
        p = q;
    }
    return 0;
#endif
}

/* What tells a file from another: its device and inode when it exists,
 * its resolved path (a file yet to be made) when it does not. */
typedef struct file_id {
    int exists;
    int clobberable; /* a regular file or a folder: a write would destroy it */
    stat_buf st;
    int resolved;
    char path[PATH_CAP];
} file_id;

/* The file path names; path NULL: the standard stream fd. */
static void identify(const char *path, int fd, file_id *id)
{
    int stream = path == NULL;
    memset(id, 0, sizeof *id);
    id->exists = (stream ? stat_fd(fd, &id->st) : stat_path(path, &id->st)) == 0;
    id->clobberable = id->exists && (S_ISREG(id->st.st_mode) || S_ISDIR(id->st.st_mode));
    id->resolved = !stream && cli_resolve_path(path, id->path, sizeof id->path) == 0;
}

static int same_id(const file_id *a, const file_id *b)
{
    if (a->exists != b->exists || (a->exists && !(a->clobberable && b->clobberable)))
        return 0;
#ifdef _WIN32
    return a->resolved && b->resolved && _stricmp(a->path, b->path) == 0;
#else
    if (a->exists)
        return a->st.st_dev == b->st.st_dev && a->st.st_ino == b->st.st_ino;
    return a->resolved && b->resolved && strcmp(a->path, b->path) == 0;
#endif
}

int cli_same_file(const char *a, const char *b)
{
    /* Two ids of PATH_CAP bytes: too large for the stack of a small thread. */
    file_id *ids = malloc(2 * sizeof *ids);
    if (ids == NULL)
        return 0;
    identify(a, -1, &ids[0]);
    identify(b, -1, &ids[1]);
    int same = same_id(&ids[0], &ids[1]);
    free(ids);
    return same;
}

/* A cli_file's path; NULL for a standard stream ("-" included). */
static const char *path_of(const cli_file *f)
{
    return f->path != NULL && strcmp(f->path, "-") != 0 ? f->path : NULL;
}

/* "WHAT 'PATH'", or "WHAT (standard output)" for a stream. */
static void describe(const cli_file *f, int output, char *buf, size_t cap)
{
    if (path_of(f) == NULL)
        snprintf(buf, cap, "%s (standard %s)", f->what, output ? "output" : "input");
    else
        snprintf(buf, cap, "%s '%s'", f->what, f->path);
}

int cli_check_files(const cli_file *inputs, int n_inputs, const cli_file *outputs, int n_outputs)
{
    file_id *out_id = malloc(2 * sizeof *out_id), *other_id = out_id + 1;
    if (out_id == NULL) {
        fprintf(stderr, "safari: out of memory\n");
        return 1;
    }
    int clash = 0;
    for (int o = 0; o < n_outputs && !clash; o++) {
        identify(path_of(&outputs[o]), 1, out_id);
        /* Every input, then the outputs before this one. */
        for (int i = 0; i < n_inputs + o && !clash; i++) {
            int is_input = i < n_inputs;
            const cli_file *other = is_input ? &inputs[i] : &outputs[i - n_inputs];
            identify(path_of(other), is_input ? 0 : 1, other_id);
            if (same_id(out_id, other_id)) {
                char a[PATH_CAP + 64], b[PATH_CAP + 64];
                describe(&outputs[o], 1, a, sizeof a);
                describe(other, !is_input, b, sizeof b);
                fprintf(stderr, "safari: %s and %s are the same file: an output may not "
                        "replace %s; give another path\n", a, b,
                        is_input ? "an input" : "another output");
                clash = 1;
            }
        }
    }
    free(out_id);
    return clash;
}

/* Puts the whole temporary file in place of target. */
static int replace(const char *temp, const char *target)
{
#ifdef _WIN32
    if (MoveFileExA(temp, target, MOVEFILE_REPLACE_EXISTING) == 0) {
        errno = GetLastError() == ERROR_ACCESS_DENIED ? EACCES : EIO;
        return -1;
    }
    return 0;
#else
    return rename(temp, target);
#endif
}

static void release(cli_output *o)
{
    free(o->target);
    free(o->temp);
    o->target = o->temp = NULL;
}

int cli_output_open(cli_output *o, const char *path)
{
    stat_buf st;
    memset(o, 0, sizeof *o);
    int exists = stat_path(path, &st) == 0;
    if (exists && !S_ISREG(st.st_mode)) {
        /* A device or a pipe (a folder fails here, as it should). */
        o->f = fopen(path, "wb");
        return o->f != NULL ? 0 : -1;
    }
    size_t len = strlen(path);
    o->target = malloc(PATH_CAP);
    o->temp = malloc(PATH_CAP + 128);
    if (o->target == NULL || o->temp == NULL || len >= PATH_CAP) {
        release(o);
        errno = len >= PATH_CAP ? ENAMETOOLONG : ENOMEM;
        return -1;
    }
    memcpy(o->target, path, len + 1);
#ifndef _WIN32
    /* A symbolic link stays: the file it names is replaced. */
    stat_buf link;
    char *real = exists && lstat(path, &link) == 0 && S_ISLNK(link.st_mode)
                     ? realpath(path, NULL) : NULL;
    if (real != NULL && strlen(real) < PATH_CAP)
        memcpy(o->target, real, strlen(real) + 1);
    free(real);
#endif
    const char *base = strrchr(o->target, '/');
#ifdef _WIN32
    const char *back = strrchr(o->target, '\\');
    if (back != NULL && (base == NULL || back > base))
        base = back;
#endif
    base = base != NULL ? base + 1 : o->target;
    int dir = (int)(base - o->target);
    /* A hidden name in the same folder (rename stays within one file
     * system), unique to this process; "x" (C11) never takes an existing
     * file. Windows' C library may not know "x": the name is tested first. */
    for (int n = 0; n < 1000 && o->f == NULL; n++) {
        snprintf(o->temp, PATH_CAP + 128, "%.*s.%.64s.tmp-%ld-%d", dir, o->target, base,
                 (long)process_id(), n);
#ifdef _WIN32
        stat_buf taken;
        if (stat_path(o->temp, &taken) == 0) {
            errno = EEXIST;
            continue;
        }
        o->f = fopen(o->temp, "wb");
#else
        o->f = fopen(o->temp, "wbx");
#endif
        if (o->f == NULL && errno != EEXIST)
            break;
    }
    if (o->f == NULL) {
        int e = errno;
        release(o);
        errno = e;
        return -1;
    }
#ifndef _WIN32
    /* A file replaced keeps its permissions (best effort: the default
     * ones are no harm). */
    if (exists)
        (void)chmod(o->temp, st.st_mode & 07777);
#endif
    return 0;
}

int cli_output_commit(cli_output *o)
{
    /* A write that failed earlier set the error flag, and errno then. */
    int e = ferror(o->f) ? (errno != 0 ? errno : EIO) : 0;
    errno = 0;
    if (fflush(o->f) != 0 && e == 0)
        e = errno != 0 ? errno : EIO;
    errno = 0;
    if (fclose(o->f) != 0 && e == 0)
        e = errno != 0 ? errno : EIO;
    o->f = NULL;
    if (e == 0 && o->temp != NULL && replace(o->temp, o->target) != 0)
        e = errno != 0 ? errno : EIO;
    if (e != 0 && o->temp != NULL)
        remove(o->temp);
    release(o);
    errno = e;
    return e != 0 ? -1 : 0;
}

void cli_output_discard(cli_output *o)
{
    if (o->f != NULL)
        fclose(o->f);
    o->f = NULL;
    if (o->temp != NULL)
        remove(o->temp);
    release(o);
}
