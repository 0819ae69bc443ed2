"""A release's files on the local disk: each downloaded once into a cache and checked by sha256."""

from __future__ import annotations

import hashlib
import http.client
import os
import posixpath
import time
import urllib.parse
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, Callable, Iterator

from .errors import ChecksumError, HangarApiError
from .retry import RetryPolicy, backoff_delay

try:  # POSIX: two processes sharing a cache never write the same file at once.
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

if TYPE_CHECKING:
    from .client import HangarClient

__all__ = ["Release", "ReleaseFile", "default_cache_dir"]

#: How much of a download is read and written at a time.
CHUNK_BYTES = 1 << 20


def default_cache_dir() -> Path:
    """``$HANGAR_CACHE``, else ``$XDG_CACHE_HOME/hangar``, else ``~/.cache/hangar``."""
    if os.environ.get("HANGAR_CACHE"):
        return Path(os.environ["HANGAR_CACHE"])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "hangar"


@dataclass(frozen=True)
class ReleaseFile:
    """One file of a release, on the local disk and verified."""

    #: The dataset the file belongs to (the manifest record's ``record_id``).
    dataset_id: str
    #: The file's name (the last segment of its path in the service's storage).
    name: str
    #: ``file.format`` of the manifest (``mp4``, ``jsonl``, ``csv``, ``parquet``…).
    format: str
    #: The sha256 the release names (None when the service recorded none: then only the size is checked).
    sha256: str | None
    size: int
    #: Where it is in the cache.
    path: Path
    #: ``cache`` (there already), ``download`` (fetched whole) or ``resume`` (a partial one completed).
    origin: str
    #: The manifest record, as the release holds it.
    record: dict

    def open(self) -> BinaryIO:
        return self.path.open("rb")


class Release:
    """The files of a release, downloaded once each into ``cache_dir`` and checked against the
    sha256 the release names.

    Files are cached by content (``<cache_dir>/sha256/<digest>/<name>``), so a file in several
    releases is downloaded once. A download goes to ``<name>.partial`` beside it and is renamed
    only once its size and sha256 are right; an interrupted one is resumed with a Range request
    (a partial file whose bytes turn out wrong is thrown away and fetched again from the start).
    Several processes may share a cache: a file is written by one of them at a time.
    """

    def __init__(
        self,
        client: HangarClient,
        release_id: str,
        cache_dir: str | os.PathLike[str] | None = None,
        *,
        verify_cached: bool = False,
    ) -> None:
        self.client = client
        self.release_id = release_id
        self.cache_dir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        #: Hash cached files again on every use (default: trust them; they were checked when stored).
        self.verify_cached = verify_cached
        self._release: dict | None = None

    @property
    def info(self) -> dict:
        """The release with its manifest (read once)."""
        if self._release is None:
            self._release = self.client.release(self.release_id)
        return self._release

    @property
    def records(self) -> list[dict]:
        """The manifest's records, one per dataset, in the manifest's order (by dataset id)."""
        return list(self.info["manifest"]["records"])

    def __len__(self) -> int:
        return len(self.records)

    def __iter__(self) -> Iterator[ReleaseFile]:
        """Each file, downloaded first when it is not in the cache yet."""
        for record in self.records:
            yield self.fetch(record)

    def download(self) -> list[ReleaseFile]:
        """Every file into the cache; the files."""
        return list(self)

    def as_torch_dataset(self, transform: Callable[[ReleaseFile], Any] | None = None):
        """A ``torch.utils.data.IterableDataset`` over the files (``transform`` maps each to a
        sample; default the ReleaseFile). DataLoader workers take every n-th file each.
        Raises TorchUnavailableError when ``torch`` cannot be imported."""
        from .torch_dataset import release_dataset

        return release_dataset(self, transform)

    # -- one file ----------------------------------------------------------------------------

    def fetch(self, record: dict) -> ReleaseFile:
        """One record's file in the cache: there already, or downloaded and verified now."""
        dataset_id = record["record_id"]
        sha256 = record["file"].get("sha256")
        name = _file_name(record["file"]["path"], dataset_id)
        folder = (
            self.cache_dir / "sha256" / sha256
            if sha256
            else self.cache_dir / "unverified" / _safe(dataset_id)
        )
        final = folder / name
        if final.exists():
            self._check_cached(final, sha256)
            return self._file(record, name, sha256, final, "cache")
        folder.mkdir(parents=True, exist_ok=True)
        partial = final.with_name(name + ".partial")
        with open(partial, "ab+") as handle:
            if fcntl is not None:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
            if final.exists():  # another process stored it while this one waited
                return self._file(record, name, sha256, final, "cache")
            origin = self._download(dataset_id, sha256, handle)
            if fcntl is not None:  # renamed under the lock, so no waiting process writes it again
                os.replace(partial, final)
        if fcntl is None:  # Windows renames no open file
            os.replace(partial, final)
        return self._file(record, name, sha256, final, origin)

    def _file(self, record: dict, name: str, sha256: str | None, path: Path, origin: str) -> ReleaseFile:
        return ReleaseFile(
            dataset_id=record["record_id"],
            name=name,
            format=record["file"].get("format", ""),
            sha256=sha256,
            size=path.stat().st_size,
            path=path,
            origin=origin,
            record=record,
        )

    def _check_cached(self, path: Path, sha256: str | None) -> None:
        if self.verify_cached and sha256 and _sha256_of(path) != sha256:
            path.unlink()
            raise ChecksumError(f"{path}: the cached file changed on disk; it was removed, fetch it again")

    def _download(self, dataset_id: str, sha256: str | None, handle: BinaryIO) -> str:
        """Completes ``handle`` (the partial file, locked) with the dataset's bytes and checks
        them; ``download`` or ``resume``. Raises ChecksumError when the service's bytes are not
        the ones the release names."""
        dataset = self.client.dataset(dataset_id)
        if sha256 and dataset.get("data_sha256") and dataset["data_sha256"] != sha256:
            raise ChecksumError(
                f"dataset {dataset_id}: its file is no longer the one released "
                f"(sha256 {dataset['data_sha256']}, the release says {sha256})"
            )
        expected = sha256 or dataset.get("data_sha256")
        size = int(dataset["data_byte_size"])
        policy = self.client.retry or RetryPolicy(retries=0)
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
                    with self.client.open("GET", dataset["signed_url"], headers=headers, api=False) as answer:
                        if answer.status != 206 and have:
                            # The whole file came instead of the rest: start over with it.
                            handle.truncate(0)
                            digest, have, resumed = hashlib.sha256(), 0, False
                        have = _copy(answer, handle, digest, have, size)
            except HangarApiError as error:
                if error.status == 403 and not fresh_link:
                    # The link expired (60 minutes) during a long download: a new one.
                    dataset, fresh_link = self.client.dataset(dataset_id), True
                    continue
                if error.status == 416:
                    handle.truncate(0)
                    continue
                raise
            except (OSError, http.client.HTTPException) as failure:
                # The connection broke mid-file: go on from what arrived.
                handle.flush()
                if failures >= policy.retries:
                    raise HangarApiError(
                        0, f"Download of dataset {dataset_id} failed: {failure}"
                    ) from failure
                time.sleep(backoff_delay(failures, None, policy))
                failures += 1
                continue
            handle.flush()
            if have == size and (expected is None or digest.hexdigest() == expected):
                os.fsync(handle.fileno())
                return "resume" if resumed else "download"
            handle.truncate(0)
            if resumed:
                # The bytes kept from before were not the file's: fetch it whole once.
                continue
            raise ChecksumError(
                f"dataset {dataset_id}: downloaded {have} bytes with sha256 {digest.hexdigest()}, "
                f"the release says {size} bytes with sha256 {expected}"
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


def _sha256_of(path: Path) -> str:
    with path.open("rb") as f:
        return _hash_prefix(f, path.stat().st_size).hexdigest()


def _safe(text: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in text).strip(".") or "file"


def _file_name(storage_path: str, dataset_id: str) -> str:
    """The last segment of the file's storage path, made safe as a local file name."""
    name = posixpath.basename(urllib.parse.unquote(storage_path.split("?")[0]))
    return _safe(name) if name not in ("", ".", "..") else _safe(dataset_id)
