// fsrec: an LD_PRELOAD shim that records every file-system operation a process makes under one folder, so that a test can
// rebuild the states a power cut could leave (test/support/crash-states.ts reads the log).
//
// Built by the test: cc -shared -fPIC -O2 -o fsrec.so fsrec.c -ldl -lpthread
// Environment:
//   FSREC_ROOT   absolute folder; only operations on paths under it (and on fds opened under it) are recorded
//   FSREC_LOG    file the binary log is written to (created; should be outside FSREC_ROOT)
//   FSREC_PAUSE_RENAME_TO, FSREC_PAUSE_SKIP (optional): the (SKIP+1)-th rename onto that absolute path is not done; the
//                thread writes "FSREC paused before rename" to stderr and blocks for ever (the test then kills the process)
// Run the traced process with UV_USE_IO_URING=0, or libuv may do its file I/O through io_uring, past libc.
//
// Every record is: a fixed header (struct rec_header), then path, path2 and data bytes. Records are written with the
// raw write system call under one mutex, stamped with CLOCK_MONOTONIC under that mutex after the real call returned, so
// the log's order is the order in which the calls' results became visible. Only successful calls are recorded.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

enum op {
  OP_OPEN = 1,      // fd, flags, aux = 1 when the fd is a directory, path
  OP_CLOSE = 2,     // fd
  OP_WRITE = 3,     // fd, offset, length, data
  OP_TRUNCATE = 4,  // fd, length
  OP_FSYNC = 5,     // fd
  OP_FDATASYNC = 6, // fd
  OP_RENAME = 7,    // path (from), path2 (to)
  OP_LINK = 8,      // path (existing), path2 (new name)
  OP_UNLINK = 9,    // path
  OP_MKDIR = 10,    // path
  OP_RMDIR = 11,    // path
  OP_UNSUPPORTED = 99 // a call the model does not know touched a recorded file (path says which call)
};

struct rec_header {
  uint32_t size; // of the whole record, header included
  uint32_t op;
  uint64_t stamp_ns; // CLOCK_MONOTONIC
  int64_t fd;
  int64_t offset;
  int64_t length;
  int64_t flags;
  int64_t aux;
  uint32_t path_len;
  uint32_t path2_len;
  uint32_t data_len;
  uint32_t reserved;
};

#define MAX_FDS 65536

struct tracked {
  char *path; // relative to the root ("." for the root itself); NULL when not tracked
  dev_t dev;
  ino_t ino;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static char root[PATH_MAX];
static size_t root_len;
static int log_fd = -1;
static struct tracked fds[MAX_FDS];
static char pause_target[PATH_MAX];
static long pause_skip;
static long pause_seen;

// ---- the real functions -------------------------------------------------------------------------------------------
static int (*real_open)(const char *, int, ...);
static int (*real_open64)(const char *, int, ...);
static int (*real_openat)(int, const char *, int, ...);
static int (*real_openat64)(int, const char *, int, ...);
static int (*real_creat)(const char *, mode_t);
static int (*real_creat64)(const char *, mode_t);
static int (*real___open_2)(const char *, int);
static int (*real___open64_2)(const char *, int);
static int (*real___openat_2)(int, const char *, int);
static int (*real___openat64_2)(int, const char *, int);
static int (*real_close)(int);
static ssize_t (*real_write)(int, const void *, size_t);
static ssize_t (*real_pwrite)(int, const void *, size_t, off_t);
static ssize_t (*real_pwrite64)(int, const void *, size_t, off_t);
static ssize_t (*real_writev)(int, const struct iovec *, int);
static ssize_t (*real_pwritev)(int, const struct iovec *, int, off_t);
static ssize_t (*real_pwritev64)(int, const struct iovec *, int, off_t);
static ssize_t (*real_pwritev2)(int, const struct iovec *, int, off_t, int);
static ssize_t (*real_pwritev64v2)(int, const struct iovec *, int, off_t, int);
static int (*real_ftruncate)(int, off_t);
static int (*real_ftruncate64)(int, off_t);
static int (*real_fsync)(int);
static int (*real_fdatasync)(int);
static int (*real_rename)(const char *, const char *);
static int (*real_renameat)(int, const char *, int, const char *);
static int (*real_renameat2)(int, const char *, int, const char *, unsigned int);
static int (*real_link)(const char *, const char *);
static int (*real_linkat)(int, const char *, int, const char *, int);
static int (*real_unlink)(const char *);
static int (*real_unlinkat)(int, const char *, int);
static int (*real_mkdir)(const char *, mode_t);
static int (*real_mkdirat)(int, const char *, mode_t);
static int (*real_rmdir)(const char *);
static int (*real_truncate)(const char *, off_t);
static int (*real_truncate64)(const char *, off_t);
static ssize_t (*real_copy_file_range)(int, off64_t *, int, off64_t *, size_t, unsigned int);
static ssize_t (*real_sendfile)(int, int, off_t *, size_t);
static ssize_t (*real_sendfile64)(int, int, off64_t *, size_t);

#define RESOLVE(name) real_##name = dlsym(RTLD_NEXT, #name)

static void resolve_all(void) {
  RESOLVE(open); RESOLVE(open64); RESOLVE(openat); RESOLVE(openat64); RESOLVE(creat); RESOLVE(creat64);
  RESOLVE(__open_2); RESOLVE(__open64_2); RESOLVE(__openat_2); RESOLVE(__openat64_2);
  RESOLVE(close); RESOLVE(write); RESOLVE(pwrite); RESOLVE(pwrite64); RESOLVE(writev);
  RESOLVE(pwritev); RESOLVE(pwritev64); RESOLVE(pwritev2); RESOLVE(pwritev64v2);
  RESOLVE(ftruncate); RESOLVE(ftruncate64); RESOLVE(fsync); RESOLVE(fdatasync);
  RESOLVE(rename); RESOLVE(renameat); RESOLVE(renameat2); RESOLVE(link); RESOLVE(linkat);
  RESOLVE(unlink); RESOLVE(unlinkat); RESOLVE(mkdir); RESOLVE(mkdirat); RESOLVE(rmdir);
  RESOLVE(truncate); RESOLVE(truncate64); RESOLVE(copy_file_range); RESOLVE(sendfile); RESOLVE(sendfile64);
}

// ---- set-up -------------------------------------------------------------------------------------------------------
static void setup(void) {
  resolve_all();
  const char *r = getenv("FSREC_ROOT");
  const char *l = getenv("FSREC_LOG");
  if (r && r[0] == '/' && strlen(r) < sizeof root) {
    strcpy(root, r);
    root_len = strlen(root);
    while (root_len > 1 && root[root_len - 1] == '/') root[--root_len] = '\0';
  }
  if (l && root_len > 0) {
    log_fd = (int)syscall(SYS_openat, AT_FDCWD, l, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    // Far from the fds the process uses, so that the traced program never mistakes it for one of its own.
    if (log_fd >= 0) {
      int high = (int)syscall(SYS_fcntl, log_fd, F_DUPFD_CLOEXEC, 1000);
      if (high >= 0) {
        syscall(SYS_close, log_fd);
        log_fd = high;
      }
    }
  }
  const char *p = getenv("FSREC_PAUSE_RENAME_TO");
  const char *s = getenv("FSREC_PAUSE_SKIP");
  if (p && p[0] == '/' && strlen(p) < sizeof pause_target) strcpy(pause_target, p);
  pause_skip = s ? strtol(s, NULL, 10) : 0;
}

static void ensure_setup(void) { pthread_once(&once, setup); }

// Runs before main: the functions are resolved before any hook runs on a second thread.
__attribute__((constructor)) static void fsrec_init(void) { ensure_setup(); }

static int recording(void) { return log_fd >= 0; }

// ---- paths --------------------------------------------------------------------------------------------------------
// Lexical normalisation of an absolute path: removes "." and empty parts, resolves ".." (symbolic links are not followed).
static void normalise(char *path) {
  char out[PATH_MAX];
  size_t n = 0;
  const char *p = path;
  while (*p) {
    while (*p == '/') p++;
    if (!*p) break;
    const char *start = p;
    while (*p && *p != '/') p++;
    size_t len = (size_t)(p - start);
    if (len == 1 && start[0] == '.') continue;
    if (len == 2 && start[0] == '.' && start[1] == '.') {
      while (n > 0 && out[n - 1] != '/') n--;
      if (n > 0) n--;
      continue;
    }
    if (n + 1 + len >= sizeof out) return;
    out[n++] = '/';
    memcpy(out + n, start, len);
    n += len;
  }
  if (n == 0) out[n++] = '/';
  out[n] = '\0';
  strcpy(path, out);
}

// The absolute path of `path` as seen from `dirfd` (AT_FDCWD: the working directory); 0 on success.
static int absolute(int dirfd, const char *path, char *out) {
  if (!path) return -1;
  if (path[0] == '/') {
    if (strlen(path) >= PATH_MAX) return -1;
    strcpy(out, path);
  } else {
    char base[PATH_MAX];
    if (dirfd == AT_FDCWD) {
      if (!getcwd(base, sizeof base)) return -1;
    } else {
      char link[64];
      snprintf(link, sizeof link, "/proc/self/fd/%d", dirfd);
      ssize_t n = readlink(link, base, sizeof base - 1);
      if (n < 0) return -1;
      base[n] = '\0';
    }
    if (strlen(base) + 1 + strlen(path) >= PATH_MAX) return -1;
    snprintf(out, PATH_MAX, "%s/%s", base, path);
  }
  normalise(out);
  return 0;
}

// The path relative to the root ("." for the root itself), or NULL when it is not under the root.
static const char *under_root(const char *abs) {
  if (root_len == 0 || strncmp(abs, root, root_len) != 0) return NULL;
  if (abs[root_len] == '\0') return ".";
  if (abs[root_len] != '/') return NULL;
  return abs + root_len + 1;
}

// ---- the log ------------------------------------------------------------------------------------------------------
static void write_all(const struct iovec *iov, int count) {
  struct iovec parts[8];
  memcpy(parts, iov, sizeof(struct iovec) * (size_t)count);
  int first = 0;
  while (first < count) {
    ssize_t n = syscall(SYS_writev, log_fd, parts + first, count - first);
    if (n < 0) {
      if (errno == EINTR) continue;
      return;
    }
    while (first < count && (size_t)n >= parts[first].iov_len) n -= (ssize_t)parts[first++].iov_len;
    if (first < count) {
      parts[first].iov_base = (char *)parts[first].iov_base + n;
      parts[first].iov_len -= (size_t)n;
    }
  }
}

static uint64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

// Writes one record; the caller holds the mutex. `data` is `data_count` iovecs totalling `data_len` bytes.
static void emit(struct rec_header *h, const char *path, const char *path2, const struct iovec *data, int data_count, size_t data_len) {
  struct iovec iov[8];
  int n = 0;
  h->stamp_ns = now_ns();
  h->path_len = path ? (uint32_t)strlen(path) : 0;
  h->path2_len = path2 ? (uint32_t)strlen(path2) : 0;
  h->data_len = (uint32_t)data_len;
  h->size = (uint32_t)(sizeof *h + h->path_len + h->path2_len + data_len);
  iov[n].iov_base = h;
  iov[n++].iov_len = sizeof *h;
  if (h->path_len) {
    iov[n].iov_base = (void *)path;
    iov[n++].iov_len = h->path_len;
  }
  if (h->path2_len) {
    iov[n].iov_base = (void *)path2;
    iov[n++].iov_len = h->path2_len;
  }
  write_all(iov, n);
  // The data may span many iovecs (writev): written in groups of up to 8.
  size_t left = data_len;
  for (int i = 0; i < data_count && left > 0;) {
    struct iovec chunk[8];
    int c = 0;
    for (; c < 8 && i < data_count && left > 0; i++) {
      size_t len = data[i].iov_len < left ? data[i].iov_len : left;
      if (len == 0) continue;
      chunk[c].iov_base = data[i].iov_base;
      chunk[c++].iov_len = len;
      left -= len;
    }
    if (c) write_all(chunk, c);
  }
}

static void emit_simple(uint32_t op, int64_t fd, int64_t offset, int64_t length, int64_t flags, int64_t aux, const char *path, const char *path2) {
  struct rec_header h = {0};
  h.op = op;
  h.fd = fd;
  h.offset = offset;
  h.length = length;
  h.flags = flags;
  h.aux = aux;
  emit(&h, path, path2, NULL, 0, 0);
}

// ---- fds ----------------------------------------------------------------------------------------------------------
// True when `fd` is one we track and still the same file (libuv closes fds with a raw system call, past close(), so a
// number can be reused for a socket or another file without our knowing: the device and inode tell).
static int tracked_fd(int fd) {
  if (fd < 0 || fd >= MAX_FDS || !fds[fd].path) return 0;
  struct stat st;
  if (syscall(SYS_fstat, fd, &st) != 0 || st.st_dev != fds[fd].dev || st.st_ino != fds[fd].ino) {
    free(fds[fd].path);
    fds[fd].path = NULL;
    return 0;
  }
  return 1;
}

// Records a successful open of `abs` (absolute) as `fd`; the caller does not hold the mutex.
static void opened(int fd, const char *abs, int flags) {
  if (fd < 0 || fd >= MAX_FDS || !recording()) return;
  const char *rel = under_root(abs);
  struct stat st;
  int have = syscall(SYS_fstat, fd, &st) == 0;
  pthread_mutex_lock(&lock);
  free(fds[fd].path);
  fds[fd].path = NULL;
  if (rel && have) {
    fds[fd].path = strdup(rel);
    fds[fd].dev = st.st_dev;
    fds[fd].ino = st.st_ino;
    emit_simple(OP_OPEN, fd, 0, 0, flags, S_ISDIR(st.st_mode) ? 1 : 0, rel, NULL);
  }
  pthread_mutex_unlock(&lock);
}

static int open_common(int dirfd, const char *path, int flags, int fd) {
  if (fd >= 0 && recording()) {
    char abs[PATH_MAX];
    if (absolute(dirfd, path, abs) == 0) opened(fd, abs, flags);
  }
  return fd;
}

static mode_t mode_arg(int flags, va_list ap) {
  return (flags & O_CREAT) || (flags & __O_TMPFILE) == __O_TMPFILE ? (mode_t)va_arg(ap, int) : 0;
}

int open(const char *path, int flags, ...) {
  ensure_setup();
  va_list ap;
  va_start(ap, flags);
  mode_t mode = mode_arg(flags, ap);
  va_end(ap);
  return open_common(AT_FDCWD, path, flags, real_open(path, flags, mode));
}

int open64(const char *path, int flags, ...) {
  ensure_setup();
  va_list ap;
  va_start(ap, flags);
  mode_t mode = mode_arg(flags, ap);
  va_end(ap);
  return open_common(AT_FDCWD, path, flags, real_open64(path, flags, mode));
}

int openat(int dirfd, const char *path, int flags, ...) {
  ensure_setup();
  va_list ap;
  va_start(ap, flags);
  mode_t mode = mode_arg(flags, ap);
  va_end(ap);
  return open_common(dirfd, path, flags, real_openat(dirfd, path, flags, mode));
}

int openat64(int dirfd, const char *path, int flags, ...) {
  ensure_setup();
  va_list ap;
  va_start(ap, flags);
  mode_t mode = mode_arg(flags, ap);
  va_end(ap);
  return open_common(dirfd, path, flags, real_openat64(dirfd, path, flags, mode));
}

int __open_2(const char *path, int flags) {
  ensure_setup();
  return open_common(AT_FDCWD, path, flags, real___open_2(path, flags));
}

int __open64_2(const char *path, int flags) {
  ensure_setup();
  return open_common(AT_FDCWD, path, flags, real___open64_2(path, flags));
}

int __openat_2(int dirfd, const char *path, int flags) {
  ensure_setup();
  return open_common(dirfd, path, flags, real___openat_2(dirfd, path, flags));
}

int __openat64_2(int dirfd, const char *path, int flags) {
  ensure_setup();
  return open_common(dirfd, path, flags, real___openat64_2(dirfd, path, flags));
}

int creat(const char *path, mode_t mode) {
  ensure_setup();
  return open_common(AT_FDCWD, path, O_CREAT | O_WRONLY | O_TRUNC, real_creat(path, mode));
}

int creat64(const char *path, mode_t mode) {
  ensure_setup();
  return open_common(AT_FDCWD, path, O_CREAT | O_WRONLY | O_TRUNC, real_creat64(path, mode));
}

int close(int fd) {
  ensure_setup();
  if (!recording() || fd < 0 || fd >= MAX_FDS || fd == log_fd || !fds[fd].path) return real_close(fd);
  // Held across the real close: the number cannot be reused by another thread's open before the record is written.
  pthread_mutex_lock(&lock);
  int was = tracked_fd(fd);
  int r = real_close(fd);
  if (r == 0 && was) {
    emit_simple(OP_CLOSE, fd, 0, 0, 0, 0, NULL, NULL);
  }
  if (was && fds[fd].path) {
    free(fds[fd].path);
    fds[fd].path = NULL;
  }
  pthread_mutex_unlock(&lock);
  return r;
}

// ---- writes -------------------------------------------------------------------------------------------------------
// Records `n` bytes from `iov` written to `fd` at `offset` (-1: at the position the fd had, found after the write).
static void wrote(int fd, const struct iovec *iov, int count, ssize_t n, off_t offset) {
  if (n <= 0 || !recording() || fd < 0 || fd >= MAX_FDS || !fds[fd].path) return;
  pthread_mutex_lock(&lock);
  if (tracked_fd(fd)) {
    if (offset < 0) offset = (off_t)syscall(SYS_lseek, fd, 0, SEEK_CUR) - n;
    struct rec_header h = {0};
    h.op = OP_WRITE;
    h.fd = fd;
    h.offset = offset;
    h.length = n;
    emit(&h, NULL, NULL, iov, count, (size_t)n);
  }
  pthread_mutex_unlock(&lock);
}

static void wrote_buffer(int fd, const void *buf, ssize_t n, off_t offset) {
  struct iovec one = {(void *)buf, n > 0 ? (size_t)n : 0};
  wrote(fd, &one, 1, n, offset);
}

ssize_t write(int fd, const void *buf, size_t count) {
  ensure_setup();
  ssize_t n = real_write(fd, buf, count);
  wrote_buffer(fd, buf, n, -1);
  return n;
}

ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset) {
  ensure_setup();
  ssize_t n = real_pwrite(fd, buf, count, offset);
  wrote_buffer(fd, buf, n, offset);
  return n;
}

ssize_t pwrite64(int fd, const void *buf, size_t count, off_t offset) {
  ensure_setup();
  ssize_t n = real_pwrite64(fd, buf, count, offset);
  wrote_buffer(fd, buf, n, offset);
  return n;
}

ssize_t writev(int fd, const struct iovec *iov, int count) {
  ensure_setup();
  ssize_t n = real_writev(fd, iov, count);
  wrote(fd, iov, count, n, -1);
  return n;
}

ssize_t pwritev(int fd, const struct iovec *iov, int count, off_t offset) {
  ensure_setup();
  ssize_t n = real_pwritev(fd, iov, count, offset);
  wrote(fd, iov, count, n, offset);
  return n;
}

ssize_t pwritev64(int fd, const struct iovec *iov, int count, off_t offset) {
  ensure_setup();
  ssize_t n = real_pwritev64(fd, iov, count, offset);
  wrote(fd, iov, count, n, offset);
  return n;
}

ssize_t pwritev2(int fd, const struct iovec *iov, int count, off_t offset, int flags) {
  ensure_setup();
  ssize_t n = real_pwritev2(fd, iov, count, offset, flags);
  wrote(fd, iov, count, n, offset);
  return n;
}

ssize_t pwritev64v2(int fd, const struct iovec *iov, int count, off_t offset, int flags) {
  ensure_setup();
  ssize_t n = real_pwritev64v2(fd, iov, count, offset, flags);
  wrote(fd, iov, count, n, offset);
  return n;
}

// ---- fd operations ------------------------------------------------------------------------------------------------
static void fd_op(uint32_t op, int fd, int64_t length) {
  if (!recording() || fd < 0 || fd >= MAX_FDS || !fds[fd].path) return;
  pthread_mutex_lock(&lock);
  if (tracked_fd(fd)) emit_simple(op, fd, 0, length, 0, 0, NULL, NULL);
  pthread_mutex_unlock(&lock);
}

int ftruncate(int fd, off_t length) {
  ensure_setup();
  int r = real_ftruncate(fd, length);
  if (r == 0) fd_op(OP_TRUNCATE, fd, length);
  return r;
}

int ftruncate64(int fd, off_t length) {
  ensure_setup();
  int r = real_ftruncate64(fd, length);
  if (r == 0) fd_op(OP_TRUNCATE, fd, length);
  return r;
}

int fsync(int fd) {
  ensure_setup();
  int r = real_fsync(fd);
  if (r == 0) fd_op(OP_FSYNC, fd, 0);
  return r;
}

int fdatasync(int fd) {
  ensure_setup();
  int r = real_fdatasync(fd);
  if (r == 0) fd_op(OP_FDATASYNC, fd, 0);
  return r;
}

// ---- names --------------------------------------------------------------------------------------------------------
// Records a name operation when either path is under the root (a path outside it is recorded as "" — the model refuses
// such a log, since it cannot know what crossed the boundary).
static void name_op(uint32_t op, int dirfd1, const char *p1, int dirfd2, const char *p2) {
  if (!recording()) return;
  char a[PATH_MAX], b[PATH_MAX];
  if (absolute(dirfd1, p1, a) != 0) return;
  const char *ra = under_root(a);
  const char *rb = NULL;
  if (p2) {
    if (absolute(dirfd2, p2, b) != 0) return;
    rb = under_root(b);
  }
  if (!ra && !rb) return;
  pthread_mutex_lock(&lock);
  emit_simple(op, -1, 0, 0, 0, 0, ra ? ra : "", p2 ? (rb ? rb : "") : NULL);
  pthread_mutex_unlock(&lock);
}

// FSREC_PAUSE_RENAME_TO: the (skip+1)-th rename onto the target blocks its thread for ever, before it is done.
static void maybe_pause(int dirfd, const char *to) {
  if (!pause_target[0]) return;
  char abs[PATH_MAX];
  if (absolute(dirfd, to, abs) != 0) return;
  char target[PATH_MAX];
  strcpy(target, pause_target);
  normalise(target);
  if (strcmp(abs, target) != 0) return;
  pthread_mutex_lock(&lock);
  long seen = pause_seen++;
  pthread_mutex_unlock(&lock);
  if (seen < pause_skip) return;
  static const char line[] = "FSREC paused before rename\n";
  syscall(SYS_write, 2, line, sizeof line - 1);
  for (;;) pause();
}

int rename(const char *from, const char *to) {
  ensure_setup();
  maybe_pause(AT_FDCWD, to);
  int r = real_rename(from, to);
  if (r == 0) name_op(OP_RENAME, AT_FDCWD, from, AT_FDCWD, to);
  return r;
}

int renameat(int fromfd, const char *from, int tofd, const char *to) {
  ensure_setup();
  maybe_pause(tofd, to);
  int r = real_renameat(fromfd, from, tofd, to);
  if (r == 0) name_op(OP_RENAME, fromfd, from, tofd, to);
  return r;
}

int renameat2(int fromfd, const char *from, int tofd, const char *to, unsigned int flags) {
  ensure_setup();
  maybe_pause(tofd, to);
  int r = real_renameat2(fromfd, from, tofd, to, flags);
  // RENAME_EXCHANGE swaps two names: the model does not know it.
  if (r == 0) name_op(flags & 2 /* RENAME_EXCHANGE */ ? OP_UNSUPPORTED : OP_RENAME, fromfd, from, tofd, to);
  return r;
}

int link(const char *from, const char *to) {
  ensure_setup();
  int r = real_link(from, to);
  if (r == 0) name_op(OP_LINK, AT_FDCWD, from, AT_FDCWD, to);
  return r;
}

int linkat(int fromfd, const char *from, int tofd, const char *to, int flags) {
  ensure_setup();
  int r = real_linkat(fromfd, from, tofd, to, flags);
  if (r == 0) name_op(OP_LINK, fromfd, from, tofd, to);
  return r;
}

int unlink(const char *path) {
  ensure_setup();
  int r = real_unlink(path);
  if (r == 0) name_op(OP_UNLINK, AT_FDCWD, path, 0, NULL);
  return r;
}

int unlinkat(int dirfd, const char *path, int flags) {
  ensure_setup();
  int r = real_unlinkat(dirfd, path, flags);
  if (r == 0) name_op(flags & AT_REMOVEDIR ? OP_RMDIR : OP_UNLINK, dirfd, path, 0, NULL);
  return r;
}

int mkdir(const char *path, mode_t mode) {
  ensure_setup();
  int r = real_mkdir(path, mode);
  if (r == 0) name_op(OP_MKDIR, AT_FDCWD, path, 0, NULL);
  return r;
}

int mkdirat(int dirfd, const char *path, mode_t mode) {
  ensure_setup();
  int r = real_mkdirat(dirfd, path, mode);
  if (r == 0) name_op(OP_MKDIR, dirfd, path, 0, NULL);
  return r;
}

int rmdir(const char *path) {
  ensure_setup();
  int r = real_rmdir(path);
  if (r == 0) name_op(OP_RMDIR, AT_FDCWD, path, 0, NULL);
  return r;
}

// ---- calls the model does not replay: recorded as unsupported when they touch a recorded file ---------------------
int truncate(const char *path, off_t length) {
  ensure_setup();
  int r = real_truncate(path, length);
  if (r == 0) name_op(OP_UNSUPPORTED, AT_FDCWD, path, 0, NULL);
  return r;
}

int truncate64(const char *path, off_t length) {
  ensure_setup();
  int r = real_truncate64(path, length);
  if (r == 0) name_op(OP_UNSUPPORTED, AT_FDCWD, path, 0, NULL);
  return r;
}

static void unsupported_fd(int fd, const char *what) {
  if (!recording() || fd < 0 || fd >= MAX_FDS || !fds[fd].path) return;
  pthread_mutex_lock(&lock);
  if (tracked_fd(fd)) emit_simple(OP_UNSUPPORTED, fd, 0, 0, 0, 0, what, NULL);
  pthread_mutex_unlock(&lock);
}

ssize_t copy_file_range(int in, off64_t *in_off, int out, off64_t *out_off, size_t len, unsigned int flags) {
  ensure_setup();
  ssize_t n = real_copy_file_range(in, in_off, out, out_off, len, flags);
  if (n > 0) unsupported_fd(out, "copy_file_range");
  return n;
}

ssize_t sendfile(int out, int in, off_t *offset, size_t count) {
  ensure_setup();
  ssize_t n = real_sendfile(out, in, offset, count);
  if (n > 0) unsupported_fd(out, "sendfile");
  return n;
}

ssize_t sendfile64(int out, int in, off64_t *offset, size_t count) {
  ensure_setup();
  ssize_t n = real_sendfile64(out, in, offset, count);
  if (n > 0) unsupported_fd(out, "sendfile");
  return n;
}
