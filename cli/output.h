/* SPDX-License-Identifier: MIT */
/* The files a command writes (output.c): never one of its inputs or
 * another of its outputs, and never half written under their final name.
 * Depends on the C library and the system only, so that a test compiles
 * it alone. */
#ifndef SAFARI_CLI_OUTPUT_H
#define SAFARI_CLI_OUTPUT_H

#include <stddef.h>
#include <stdio.h>

/* The absolute path that path names: symbolic links, `.` and `..`
 * resolved by the system as far as the path exists, the rest (a file yet
 * to be made) lexically. 0, or -1 with errno set. */
int cli_resolve_path(const char *path, char *out, size_t cap);

/* 1 when paths a and b name the same regular file or folder: by device
 * and inode when both exist, by resolved path (cli_resolve_path) when
 * neither does; else 0. A device or a pipe is never "the same file":
 * writing it destroys nothing. */
int cli_same_file(const char *a, const char *b);

/* A file a command reads or writes. */
typedef struct cli_file {
    const char *path; /* NULL or "-": standard input (an input), standard output (an output) */
    const char *what; /* how the message names it: "the record read", "--svg"... */
} cli_file;

/* Refuses a command whose output is one of its inputs or another of its
 * outputs, before it reads or writes anything: prints "safari: ..." naming
 * both and returns 1 (the exit status of bad input); 0 when all differ. */
int cli_check_files(const cli_file *inputs, int n_inputs, const cli_file *outputs, int n_outputs);

/* A file being written under a temporary name in its own folder, renamed
 * to its final name once whole: a reader never sees a part of it there. A
 * path that names a device or a pipe is written in place (renaming over
 * it would replace the device). */
typedef struct cli_output {
    FILE *f;      /* write here */
    char *target; /* the final name: the path given, or the file its link names */
    char *temp;   /* the name it is written under; NULL when written in place */
} cli_output;

/* Opens path for writing. 0, or -1 with errno set (o->f is then NULL). */
int cli_output_open(cli_output *o, const char *path);
/* Flushes and closes o's file and renames it into place; on any failure
 * (a write, the flush, the close or the rename) the temporary file is
 * removed and the final name left as it was. 0, or -1 with errno set to
 * the first failure's reason. */
int cli_output_commit(cli_output *o);
/* Closes o's file and removes the temporary one: nothing is written. */
void cli_output_discard(cli_output *o);

#endif
