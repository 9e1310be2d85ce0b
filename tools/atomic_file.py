"""Writing a file so that a reader sees the old file or the whole new one, never half of it.

Every tool that writes into the repository, a model folder or a corpus (the compiled lists under
inference/data, a line model, stroke data, weights, a manifest, shards) writes through replaced_file:
a failure part way (a full disk, a bad record, Ctrl-C) leaves the old file as it was and no
temp file beside it.
"""
import contextlib
import os


@contextlib.contextmanager
def replaced_file(path, binary=False):
    """Yields a file open for writing at PATH + ".tmp" (UTF-8 text, or bytes when BINARY). When
    the block ends normally the data is flushed to disk and the temp file renamed over PATH; when
    it raises, the temp file is removed and PATH left untouched."""
    tmp = path + ".tmp"
    try:
        with open(tmp, "wb") if binary else open(tmp, "w", encoding="utf-8") as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.remove(tmp)
        raise
