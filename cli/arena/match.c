/* SPDX-License-Identifier: MIT */
/* `safari match`: games between bots over the engine protocol, every deal
 * played with the seats rotated, `--jobs` games at once (each in one of
 * `--jobs` forked referee processes, which keep their bots across the games
 * they are given), a progress bar, records, and the result table. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "contain.h"
#include "escape.h"
#include "match.h"
#include "output.h"
#include "protocol.h"

/* A built-in name as a command line running this very program: its path
 * and arguments, run without a shell when the path needs none. */
static char *bot_command(const char *name)
{
    char self[4096];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    long long playouts = 0;
    const char *kind = NULL, *weights = NULL;
    long long level = 0;
    if (strcmp(name, "random") == 0 || strcmp(name, "greedy") == 0 || strcmp(name, "mcts") == 0 ||
        strcmp(name, "plan") == 0)
        kind = name;
    else if (strncmp(name, "mcts:", 5) == 0 && cli_parse_int(name + 5, 1, 100000000, &playouts))
        kind = "mcts";
    else if (match_plan_spec(name, &level, &weights) == 1)
        kind = "plan";
    size_t cap = 2 * strlen(name) + sizeof self + 64;
    char *cmd = malloc(cap);
    if (cmd == NULL)
        return NULL;
    if (n > 0)
        self[n] = '\0';
    if (kind == NULL || n <= 0 || strchr(self, '\'') != NULL) {
        snprintf(cmd, cap, "%s", name);
        return cmd;
    }
    int plain = !proto_needs_shell(self) && strchr(self, ' ') == NULL;
    int k = snprintf(cmd, cap, plain ? "%s bot %s" : "exec '%s' bot %s", self, kind);
    if (playouts > 0)
        k += snprintf(cmd + k, cap - (size_t)k, " --playouts %lld", playouts);
    if (level > 0)
        k += snprintf(cmd + k, cap - (size_t)k, " --level %lld", level);
    if (weights != NULL) /* after --level, which sets the level's weights */
        snprintf(cmd + k, cap - (size_t)k, " --weights-file %s", weights);
    return cmd;
}

/* A referee process: it is sent game numbers, one at a time, and answers
 * each with its results line; it ends when its input is closed. */
typedef struct worker {
    pid_t pid;
    int to_fd;    /* game numbers to play; -1 once closed */
    int from_fd;  /* results lines */
    long game;    /* the game it is playing, -1 when idle */
    size_t have;
    char line[BOT_NAME_MAX + 512];
} worker;

/* Waits until fd can be read; -1 when the parent that forked this process
 * is gone (then no more games will come). */
static int wait_readable(int fd, pid_t parent)
{
    for (;;) {
        struct pollfd p = {fd, POLLIN, 0};
        int ready = poll(&p, 1, 100);
        if (ready > 0)
            return 0;
        if ((ready < 0 && errno != EINTR) || getppid() != parent || contain_stop_signal)
            return -1;
    }
}

/* The next game number from the parent; 0, or -1 at the end of input. */
static int read_game(int fd, pid_t parent, long *game)
{
    char *to = (char *)game;
    size_t got = 0;
    while (got < sizeof *game) {
        if (wait_readable(fd, parent) != 0)
            return -1;
        ssize_t n = read(fd, to + got, sizeof *game - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return -1;
        got += (size_t)n;
    }
    return 0;
}

static int write_all(int fd, const char *text, size_t len)
{
    while (len > 0) {
        ssize_t n = write(fd, text, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return -1;
        text += n;
        len -= (size_t)n;
    }
    return 0;
}

/* The referee process: plays the games it is sent with its own bots,
 * writes a results line after each (after a `name B NAME` line for each
 * bot whose `id name` it has not told yet); exits when its input ends,
 * or when SIGINT or SIGTERM asks (then with 128 + the signal, every bot
 * and what it started killed). As a subreaper it adopts what the bots
 * detach, to kill it. */
static int worker_serve(const match_cfg *cfg, int in, int out, pid_t parent)
{
    char told[SAFARI_MAX_SEATS][BOT_NAME_MAX];
    memset(told, 0, sizeof told);
    contain_subreaper();
    referee_bots *bots = referee_bots_new(cfg);
    int rc = bots != NULL ? CLI_OK : CLI_BAD_INPUT;
    long game;
    while (rc == CLI_OK && read_game(in, parent, &game) == 0) {
        game_result res;
        char line[BOT_NAME_MAX + 64];
        int played = referee_play(cfg, bots, game, &res);
        if (played != 0) {
            rc = played == -2 ? 128 + contain_stop_signal : CLI_BAD_INPUT;
            break;
        }
        for (int b = 0; b < cfg->bots && rc == CLI_OK; b++) {
            const char *name = referee_bot_name(bots, b);
            if (name[0] == '\0' || strcmp(name, told[b]) == 0)
                continue;
            snprintf(told[b], sizeof told[b], "%s", name);
            snprintf(line, sizeof line, "name %d %s\n", b, name);
            if (write_all(out, line, strlen(line)) != 0)
                rc = CLI_BAD_INPUT;
        }
        result_format(&res, line, sizeof line);
        if (rc == CLI_OK && write_all(out, line, strlen(line)) != 0)
            rc = CLI_BAD_INPUT;
    }
    if (rc == CLI_OK && contain_stop_signal)
        rc = 128 + contain_stop_signal;
    referee_bots_free(bots);
    return rc;
}

/* Forks a referee process into w. The child closes its copies of the
 * other workers' pipes: a worker sees the end of its input only when no
 * process holds the other end. */
static int worker_start(const match_cfg *cfg, worker *all, int count, worker *w)
{
    int to[2], from[2];
    if (proto_pipes(to, from) != 0)
        return -1;
    fflush(NULL);
    pid_t parent = getpid(), pid = fork();
    if (pid == 0) {
        for (int i = 0; i < count; i++)
            if (&all[i] != w) {
                if (all[i].to_fd >= 0)
                    close(all[i].to_fd);
                close(all[i].from_fd);
            }
        close(to[1]);
        close(from[0]);
        _exit(worker_serve(cfg, to[0], from[1], parent));
    }
    close(to[0]);
    close(from[1]);
    if (pid < 0) {
        close(to[1]);
        close(from[0]);
        return -1;
    }
    *w = (worker){.pid = pid, .to_fd = to[1], .from_fd = from[0], .game = -1, .have = 0};
    return 0;
}

/* Gives an idle worker game number `game`. A worker that died meanwhile
 * shows at the end of its output, where its game is reported failed. */
static void worker_assign(worker *w, long game)
{
    w->game = game;
    ssize_t n = write(w->to_fd, &game, sizeof game);
    (void)n;
}

/* No more games for w: it stops its bots and exits. */
static void worker_close(worker *w)
{
    if (w->to_fd >= 0)
        close(w->to_fd);
    w->to_fd = -1;
}

static void progress(long done, long total)
{
    int width = 40, fill = total > 0 ? (int)(width * done / total) : width;
    fprintf(stderr, "\r[%.*s%*s] %ld/%ld games", fill,
            "########################################", width - fill, "", done, total);
    if (done == total)
        fputc('\n', stderr);
}

/* The schedule of a run: which game comes next, and whether to stop. */
typedef struct schedule {
    const match_args *a;
    game_result *results;
    size_t *count;
    long next, first, total;
    long running; /* games given to workers and not yet answered */
    int stop, failed, bar;
    int results_failed; /* --results could not be written: no more lines */
    off_t results_end;  /* its length after the last whole line */
    char (*names)[BOT_NAME_MAX]; /* the bots' `id name`s, as the referees tell */
} schedule;

/* Gives w the next game, or closes its input when there is none. */
static void feed(schedule *sc, worker *w)
{
    if (sc->next < sc->total && !sc->stop) {
        worker_assign(w, sc->first + sc->next++);
        sc->running++;
    } else
        worker_close(w);
}

/* Writes a results line to --results as soon as its game ends, whatever
 * happened to other games, so that no finished game is lost. A failure
 * names the file and stops the match; a line it cut (a full disk) is
 * taken back from a file, which keeps whole lines only. */
static void save_result(schedule *sc, const char *line)
{
    int fd = sc->a->results_fd;
    size_t len = strlen(line);
    if (fd < 0 || sc->results_failed)
        return;
    errno = 0;
    if (write_all(fd, line, len) == 0) {
        sc->results_end += (off_t)len;
        return;
    }
    int e = errno != 0 ? errno : EIO;
    struct stat st;
    if (fd == STDOUT_FILENO) {
        fprintf(stderr, "safari match: cannot write standard output: %s\n", strerror(e));
    } else {
        fprintf(stderr, "safari match: cannot write '%s': %s\n", sc->a->results, strerror(e));
        if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && ftruncate(fd, sc->results_end) != 0)
            fprintf(stderr, "safari match: cannot take the cut line back out of '%s': %s\n",
                    sc->a->results, strerror(errno));
    }
    sc->results_failed = sc->failed = sc->stop = 1;
}

/* A line from w: a bot's name, or a results line (stored, saved, the SPRT
 * updated, w given its next game). */
static void take_result(schedule *sc, worker *w, const char *line)
{
    const match_cfg *cfg = &sc->a->cfg;
    int b;
    char name[BOT_NAME_MAX];
    if (sscanf(line, "name %d %400[^\n]", &b, name) == 2 && b >= 0 && b < cfg->bots) {
        snprintf(sc->names[b], sizeof sc->names[b], "%s", name);
        return;
    }
    if (result_parse(line, cfg->bots, &sc->results[*sc->count]) == 0) {
        (*sc->count)++;
        save_result(sc, line);
    } else {
        fprintf(stderr, "safari match: the referee of game %ld failed (it sent '%.*s', not a "
                "results line)\n", w->game, (int)strcspn(line, "\n"), line);
        sc->failed = sc->stop = 1;
    }
    w->game = -1;
    sc->running--;
    if (sc->a->sprt.on && !sc->stop) {
        double llr;
        sc->stop = table_sprt_state(sc->results, *sc->count, 0, &sc->a->sprt, &llr) != 0;
    }
    if (sc->bar)
        progress((long)*sc->count, sc->stop ? (long)*sc->count + sc->running : sc->total);
    feed(sc, w);
}

/* Reads what w wrote; each whole line is a result. Returns 0, or -1 at
 * the end of w's output (w has exited or is exiting). */
static int drain(schedule *sc, worker *w)
{
    ssize_t n = read(w->from_fd, w->line + w->have, sizeof w->line - 1 - w->have);
    if (n < 0 && errno == EINTR)
        return 0;
    if (n <= 0)
        return -1;
    w->have += (size_t)n;
    char *nl;
    while ((nl = memchr(w->line, '\n', w->have)) != NULL) {
        size_t len = (size_t)(nl - w->line) + 1;
        char line[sizeof w->line];
        memcpy(line, w->line, len);
        line[len] = '\0';
        w->have -= len;
        memmove(w->line, w->line + len, w->have);
        take_result(sc, w, line);
    }
    if (w->have == sizeof w->line - 1)
        w->have = 0; /* no results line is this long: a broken worker */
    return 0;
}

/* A worker whose output ended: reaped; the game it was playing, if any,
 * failed (the referee said why before it exited; how it ended is said
 * here). */
static void worker_end(schedule *sc, worker *w)
{
    int status = 0;
    close(w->from_fd);
    worker_close(w);
    while (waitpid(w->pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (w->game >= 0) {
        /* Stopped by a signal, the game in play is dropped, not failed. */
        if (!contain_stop_signal) {
            if (WIFSIGNALED(status))
                fprintf(stderr, "safari match: the referee of game %ld failed (killed by "
                        "signal %d)\n", w->game, WTERMSIG(status));
            else
                fprintf(stderr, "safari match: the referee of game %ld failed (exit status "
                        "%d)\n", w->game, WEXITSTATUS(status));
            sc->failed = sc->stop = 1;
        }
        sc->running--;
    }
}

/* Plays the games; fills results (indexed from 0), their count, and the
 * bots' names. On SIGINT or SIGTERM the referees are told (a signal from
 * a terminal reaches them already), the games in play dropped, and the
 * results of the games that ended kept. */
static int run_games(const match_args *a, game_result *results, size_t *count, double *seconds,
                     char (*names)[BOT_NAME_MAX])
{
    const match_cfg *cfg = &a->cfg;
    worker w[256];
    int active = 0, told = 0;
    schedule sc = {a, results, count, 0, cfg->first_deal * cfg->bots, cfg->games, 0, 0, 0, 0,
                   0, 0, names};
    sc.bar = !a->quiet && isatty(2);
    int64_t start = proto_now_us();
    *count = 0;
    while ((sc.next < sc.total && !sc.stop && !contain_stop_signal) || active > 0) {
        if (contain_stop_signal && !told) {
            for (int i = 0; i < active; i++) {
                kill(w[i].pid, (int)contain_stop_signal);
                worker_close(&w[i]);
            }
            sc.stop = told = 1;
        }
        /* Workers up to --jobs, and again after one ended. */
        while (active < cfg->jobs && sc.next < sc.total && !sc.stop && !contain_stop_signal) {
            if (worker_start(cfg, w, active, &w[active]) != 0) {
                fprintf(stderr, "safari match: cannot start a referee: %s\n", strerror(errno));
                for (int i = 0; i < active; i++)
                    worker_close(&w[i]);
                return CLI_BAD_INPUT;
            }
            feed(&sc, &w[active++]);
        }
        struct pollfd p[256];
        for (int i = 0; i < active; i++)
            p[i] = (struct pollfd){w[i].from_fd, POLLIN, 0};
        if (poll(p, (nfds_t)active, 100) < 0 && errno != EINTR)
            return CLI_BAD_INPUT;
        for (int i = active - 1; i >= 0; i--) {
            if ((p[i].revents & (POLLIN | POLLHUP | POLLERR)) && drain(&sc, &w[i]) != 0) {
                worker_end(&sc, &w[i]);
                w[i] = w[--active];
            }
        }
    }
    *seconds = (double)(proto_now_us() - start) / 1e6;
    /* What a dead referee's bots detached was adopted here: killed. */
    contain_reap_orphans(NULL, 0);
    if (sc.bar && (contain_stop_signal || sc.failed))
        fputc('\n', stderr);
    return sc.failed ? CLI_BAD_INPUT : CLI_OK;
}

/* --tally: the table of results lines read from a file ("-": standard
 * input). A file that cannot be read, or holds no results line, is an
 * error: a table of nothing would look like a result. */
static int read_results(const char *path, const match_cfg *cfg, game_result **out, size_t *n)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (f == NULL) {
        fprintf(stderr, "safari: cannot open '%s': %s\n", path, strerror(errno));
        return CLI_BAD_INPUT;
    }
    size_t cap = 1024;
    char line[512];
    long number = 0;
    int rc = CLI_OK;
    *n = 0;
    *out = malloc(cap * sizeof **out);
    errno = 0;
    while (*out != NULL && rc == CLI_OK && fgets(line, sizeof line, f) != NULL) {
        number++;
        if (*n == cap) {
            game_result *bigger = realloc(*out, (cap *= 2) * sizeof **out);
            if (bigger == NULL)
                free(*out);
            *out = bigger;
            if (bigger == NULL)
                break;
        }
        if (result_parse(line, cfg->bots, &(*out)[*n]) != 0) {
            fprintf(stderr, "error %ld: not a results line of %d bots\n", number, cfg->bots);
            rc = CLI_BAD_INPUT;
        }
        (*n)++;
    }
    if (rc == CLI_OK && *out != NULL && ferror(f)) {
        fprintf(stderr, "safari: cannot read '%s': %s\n", path,
                errno ? strerror(errno) : "read error");
        rc = CLI_BAD_INPUT;
    }
    if (f != stdin)
        fclose(f);
    if (*out == NULL) {
        fprintf(stderr, "safari: out of memory\n");
        return CLI_BAD_INPUT;
    }
    if (rc == CLI_OK && *n == 0) {
        fprintf(stderr, "safari: no results lines in '%s': nothing to tally\n", path);
        rc = CLI_BAD_INPUT;
    }
    return rc;
}

/* The game number of a record's file name, game-NNNNNN.rec (as
 * save_record in referee.c names it); -1 for any other name. */
static long record_number(const char *name)
{
    char *end, again[64];
    if (strncmp(name, "game-", 5) != 0 || name[5] < '0' || name[5] > '9')
        return -1;
    errno = 0;
    long game = strtol(name + 5, &end, 10);
    if (errno != 0 || strcmp(end, ".rec") != 0)
        return -1;
    snprintf(again, sizeof again, "game-%06ld.rec", game);
    return strcmp(again, name) == 0 ? game : -1;
}

/* The records already in dir (regular files with a record's name): how
 * many, and the first by name. -1 when dir cannot be listed. */
static long records_in(const char *dir, char *first, size_t cap)
{
    DIR *d = opendir(dir);
    if (d == NULL)
        return -1;
    long n = 0;
    char path[4096];
    struct dirent *e;
    first[0] = '\0';
    while ((e = readdir(d)) != NULL) {
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (record_number(e->d_name) < 0 || stat(path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        if (n++ == 0 || strcmp(e->d_name, first) < 0)
            snprintf(first, cap, "%s", e->d_name);
    }
    closedir(d);
    return n;
}

/* --records: the folder is made if need be, and proven writable before
 * the first game by a probe file made, written, closed and removed. A
 * folder that holds records already is refused unless --overwrite: they
 * would be replaced one by one, silently. */
static int check_records(const char *dir, int overwrite)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "safari: cannot create '%s': %s\n", dir, strerror(errno));
        return CLI_BAD_INPUT;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/.safari-probe-%ld", dir, (long)getpid());
    FILE *f = fopen(path, "w");
    int ok = f != NULL;
    errno = 0;
    if (ok) {
        ok = fputs("probe\n", f) >= 0 && fflush(f) == 0;
        int e = errno;
        ok &= fclose(f) == 0;
        if (!ok && e != 0)
            errno = e;
        remove(path);
    }
    if (!ok) {
        fprintf(stderr, "safari: cannot write records in '%s': %s\n", dir,
                errno ? strerror(errno) : "write error");
        return CLI_BAD_INPUT;
    }
    if (overwrite)
        return CLI_OK;
    char first[256];
    long held = records_in(dir, first, sizeof first);
    if (held < 0) {
        fprintf(stderr, "safari: cannot read '%s': %s\n", dir, strerror(errno));
        return CLI_BAD_INPUT;
    }
    if (held > 0) {
        fprintf(stderr, "safari: '%s' holds %ld record%s of an earlier match (%s...): pass "
                "--overwrite to write this match's records over them, or give another "
                "--records folder\n", dir, held, held == 1 ? "" : "s", first);
        return CLI_BAD_INPUT;
    }
    return CLI_OK;
}

/* --results under the name of one of this match's records, in the records
 * folder: the results lines and the record would be written over each
 * other. */
static int results_in_records(const match_args *a)
{
    char resolved[4096];
    if (a->results == NULL || strcmp(a->results, "-") == 0 || a->cfg.records == NULL ||
        cli_resolve_path(a->results, resolved, sizeof resolved) != 0)
        return CLI_OK; /* a path that cannot be resolved fails to open, and says why */
    char *slash = strrchr(resolved, '/');
    long game = record_number(slash + 1), first = a->cfg.first_deal * a->cfg.bots;
    if (game < first || game >= first + a->cfg.games)
        return CLI_OK;
    slash[slash == resolved] = '\0'; /* its folder ("/" stays) */
    if (!cli_same_file(resolved, a->cfg.records))
        return CLI_OK;
    fprintf(stderr, "safari: --results '%s' is the record of game %ld in --records '%s': the "
            "two would be written over each other; give another path\n", a->results, game,
            a->cfg.records);
    return CLI_BAD_INPUT;
}

/* Outputs that are inputs or each other, refused before anything is read
 * or written: --results, the records folder, standard output (the table)
 * and --tally's file. */
static int check_outputs(const match_args *a)
{
    cli_file in = {a->tally, "--tally"}, out[3];
    int n = 0;
    if (a->tally != NULL) {
        out[n++] = (cli_file){NULL, "the table"};
        return cli_check_files(&in, 1, out, n) != 0 ? CLI_BAD_INPUT : CLI_OK;
    }
    if (a->results != NULL)
        out[n++] = (cli_file){a->results, "--results"};
    if (a->cfg.records != NULL)
        out[n++] = (cli_file){a->cfg.records, "--records"};
    if (a->results == NULL || strcmp(a->results, "-") != 0)
        out[n++] = (cli_file){NULL, "the table"};
    if (cli_check_files(NULL, 0, out, n) != 0)
        return CLI_BAD_INPUT;
    return results_in_records(a);
}

/* --results: opened before the first game ("-": standard output). Lines
 * are written with write(2), one call a line: no buffer holds a part of
 * one when a write fails. */
static int open_results(match_args *a)
{
    if (a->results == NULL)
        return CLI_OK;
    if (strcmp(a->results, "-") == 0) {
        a->results_fd = STDOUT_FILENO;
        return CLI_OK;
    }
    a->results_fd = open(a->results, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (a->results_fd < 0) {
        fprintf(stderr, "safari: cannot write '%s': %s\n", a->results, strerror(errno));
        return CLI_BAD_INPUT;
    }
    return CLI_OK;
}

static int close_results(match_args *a, int rc)
{
    int fd = a->results_fd;
    a->results_fd = -1;
    if (fd < 0 || fd == STDOUT_FILENO)
        return rc; /* standard output: each line's write was checked */
    if (close(fd) != 0 && rc == CLI_OK) {
        fprintf(stderr, "safari: cannot write '%s': %s\n", a->results, strerror(errno));
        rc = CLI_BAD_INPUT;
    }
    return rc;
}

/* A match whose every game was forfeited before any bot moved (bots that
 * cannot start, crash at once, or fail the handshake) played nothing. */
static int nothing_played(const game_result *r, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (r[i].forfeit < 0 || r[i].moves > 0)
            return 0;
    return 1;
}

int cli_match(int argc, char **argv)
{
    match_args a;
    int rc = match_parse_args(argc, argv, &a);
    if (rc != CLI_OK)
        return rc;
    game_result *results = NULL;
    size_t n = 0;
    match_timing timing = {0, 0, 0};
    char names[SAFARI_MAX_SEATS][BOT_NAME_MAX];
    memset(names, 0, sizeof names);
    int played = a.tally == NULL;
    rc = check_outputs(&a);
    if (!played) {
        if (rc == CLI_OK)
            rc = read_results(a.tally, &a.cfg, &results, &n);
    } else {
        for (int b = 0; b < a.cfg.bots && rc == CLI_OK; b++)
            if ((a.cfg.commands[b] = bot_command(a.cfg.names[b])) == NULL)
                rc = CLI_BAD_INPUT;
        /* Every output is ready before the first game. */
        if (rc == CLI_OK && a.cfg.records != NULL)
            rc = check_records(a.cfg.records, a.overwrite);
        if (rc == CLI_OK)
            rc = open_results(&a);
        results = rc == CLI_OK ? malloc((size_t)a.cfg.games * sizeof *results) : NULL;
        if (rc == CLI_OK && results == NULL) {
            fprintf(stderr, "safari: out of memory\n");
            rc = CLI_BAD_INPUT;
        }
        /* A bot that stops reading must not kill its referee; SIGINT and
         * SIGTERM stop the match; what a referee's bots detach after the
         * referee died is adopted here. */
        contain_catch_signals();
        contain_subreaper();
        if (rc == CLI_OK)
            rc = run_games(&a, results, &n, &timing.seconds, names);
        for (size_t i = 0; i < n; i++) {
            timing.moves += results[i].moves;
            timing.referee_us += (double)results[i].referee_us;
        }
        rc = close_results(&a, rc);
    }
    table_names(&a.cfg, names);
    if (results != NULL && (rc == CLI_OK || (played && n > 0)) &&
        (a.results == NULL || strcmp(a.results, "-") != 0))
        table_print(stdout, &a.cfg, results, n, &a.sprt, played ? &timing : NULL, a.json);
    if (contain_stop_signal) {
        fprintf(stderr, "safari match: stopped by %s after %zu finished games (their results "
                "and records are kept)\n", contain_stop_signal == SIGINT ? "SIGINT" : "SIGTERM", n);
        rc = 128 + contain_stop_signal;
    } else if (rc == CLI_OK && played && nothing_played(results, n)) {
        fprintf(stderr, "safari match: no game was played: every game was forfeited before "
                "any bot moved (see the reasons above)\n");
        rc = CLI_BAD_INPUT;
    }
    for (int b = 0; b < a.cfg.bots; b++)
        free(a.cfg.commands[b]);
    free(results);
    return rc;
}
