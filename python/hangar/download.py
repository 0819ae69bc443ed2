"""A file in the local cache, downloaded once through a signed link and checked by size and sha256:
what a release's files and an export's files share."""

from __future__ import annotations

import hashlib
import http.client
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, Callable

from .errors import ChecksumError, HangarApiError
from .retry import RetryPolicy, backoff_delay

try:  # POSIX: two processes sharing a cache never write the same file at once.
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

if TYPE_CHECKING:
    from .client import HangarClient

#: How much of a download is read and written at a time.
CHUNK_BYTES = 1 << 20


def cached_file(final: Path, fill: Callable[[BinaryIO], str]) -> str:
    """``final`` in the cache: ``cache`` when it is there, else ``fill`` completes
    ``<name>.partial`` beside it (opened for appending, locked) and answers ``download`` or
    ``resume``; the partial file is renamed into place only after that."""
    if final.exists():
        return "cache"
    final.parent.mkdir(parents=True, exist_ok=True)
    partial = final.with_name(final.name + ".partial")
    with open(partial, "ab+") as handle:
        if fcntl is not None:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        if final.exists():  # another process stored it while this one waited
            return "cache"
        origin = fill(handle)
        if fcntl is not None:  # renamed under the lock, so no waiting process writes it again
            os.replace(partial, final)
    if fcntl is None:  # Windows renames no open file
        os.replace(partial, final)
    return origin


def download(
    client: HangarClient,
    handle: BinaryIO,
    *,
    url: str,
    size: int,
    sha256: str | None,
    renew: Callable[[], str],
    what: str,
    names: str = "the release",
) -> str:
    """Completes ``handle`` (a partial file, locked) with the bytes at ``url`` and checks them:
    ``download`` or ``resume``. Bytes already in ``handle`` are continued with a Range request and
    hashed with the rest; if the whole is wrong they are thrown away and the file fetched once
    more from the start. A link that expired (403) is renewed once through ``renew``; a broken
    connection is retried with the client's backoff. Raises ChecksumError when the service's bytes
    are not the ones ``names`` names (``what`` says which file)."""
    policy = client.retry or RetryPolicy(retries=0)
    failures = 0
    fresh_link = False
    while True:
        have = handle.seek(0, os.SEEK_END)
        if have > size:
            handle.truncate(0)
            have = 0
        digest = _hash_prefix(handle, have)
        resumed = have > 0
        try:
            if have < size:
                headers = {"Range": f"bytes={have}-"} if have else {}
                with client.open("GET", url, headers=headers, api=False) as answer:
                    if answer.status != 206 and have:
                        # The whole file came instead of the rest: start over with it.
                        handle.truncate(0)
                        digest, have, resumed = hashlib.sha256(), 0, False
                    have = _copy(answer, handle, digest, have, size)
        except HangarApiError as error:
            if error.status == 403 and not fresh_link:
                # The link expired (60 minutes) during a long download: a new one.
                url, fresh_link = renew(), True
                continue
            if error.status == 416:
                handle.truncate(0)
                continue
            raise
        except (OSError, http.client.HTTPException) as failure:
            # The connection broke mid-file: go on from what arrived.
            handle.flush()
            if failures >= policy.retries:
                raise HangarApiError(0, f"Download of {what} failed: {failure}") from failure
            time.sleep(backoff_delay(failures, None, policy))
            failures += 1
            continue
        handle.flush()
        if have == size and (sha256 is None or digest.hexdigest() == sha256):
            os.fsync(handle.fileno())
            return "resume" if resumed else "download"
        handle.truncate(0)
        if resumed:
            # The bytes kept from before were not the file's: fetch it whole once.
            continue
        raise ChecksumError(
            f"{what}: downloaded {have} bytes with sha256 {digest.hexdigest()}, "
            f"{names} says {size} bytes with sha256 {sha256}"
        )


def _copy(answer: Any, handle: BinaryIO, digest: Any, have: int, size: int) -> int:
    """Appends the answer's bytes; stops reading one byte past ``size`` (a file that grew is as
    wrong as one that shrank)."""
    while True:
        chunk = answer.read(CHUNK_BYTES)
        if not chunk:
            return have
        handle.write(chunk)
        digest.update(chunk)
        have += len(chunk)
        if have > size:
            return have


def _hash_prefix(handle: BinaryIO, length: int):
    digest = hashlib.sha256()
    handle.seek(0)
    left = length
    while left > 0:
        chunk = handle.read(min(CHUNK_BYTES, left))
        if not chunk:
            break
        digest.update(chunk)
        left -= len(chunk)
    handle.seek(0, os.SEEK_END)
    return digest


def sha256_of(path: Path) -> str:
    with path.open("rb") as f:
        return _hash_prefix(f, path.stat().st_size).hexdigest()
