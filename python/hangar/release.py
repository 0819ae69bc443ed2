"""A release's files, or its export's, on the local disk: each downloaded once, checked by sha256."""

from __future__ import annotations

import os
import posixpath
import urllib.parse
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, Callable, Iterator

from .download import cached_file, download, sha256_of
from .errors import ChecksumError

if TYPE_CHECKING:
    from .client import HangarClient
    from .export import Export, ExportFile

__all__ = ["Release", "ReleaseFile", "default_cache_dir"]


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

    ``export="lerobot"`` (or another format of docs/exports.md): the files are those of the
    release's export in that format instead, asked for when there is none and waited for
    (``export_options``: ``poll_interval``, ``timeout``, ``on_progress``; see ``Export``), kept in
    the export's own layout under ``root``.
    """

    def __init__(
        self,
        client: HangarClient,
        release_id: str,
        cache_dir: str | os.PathLike[str] | None = None,
        *,
        verify_cached: bool = False,
        export: str | None = None,
        **export_options: Any,
    ) -> None:
        self.client = client
        self.release_id = release_id
        self.cache_dir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        #: Hash cached files again on every use (default: trust them; they were checked when stored).
        self.verify_cached = verify_cached
        self._release: dict | None = None
        #: The export whose files these are, or None: the release's own files.
        self.export: Export | None = None
        if export is not None:
            from .export import Export

            self.export = Export(
                client, release_id, export, self.cache_dir, verify_cached=verify_cached, **export_options
            )
        elif export_options:
            raise TypeError(f"{', '.join(export_options)}: options of an export, and no export= was given")

    @property
    def info(self) -> dict:
        """The release with its manifest (read once)."""
        if self._release is None:
            self._release = self.client.release(self.release_id)
        return self._release

    @property
    def records(self) -> list[dict]:
        """The manifest's records, one per dataset, in the manifest's order (by dataset id); with
        ``export=``, the export's files, by path."""
        if self.export is not None:
            return self.export.records
        return list(self.info["manifest"]["records"])

    @property
    def root(self) -> Path:
        """With ``export=``: the export's folder in the cache, complete once ``download()`` has run."""
        if self.export is None:
            raise AttributeError("root is the folder of an export: Release(..., export='lerobot')")
        return self.export.root

    def __len__(self) -> int:
        return len(self.records)

    def __iter__(self) -> Iterator[ReleaseFile | ExportFile]:
        """Each file, downloaded first when it is not in the cache yet."""
        for record in self.records:
            yield self.fetch(record)

    def download(self) -> list[ReleaseFile | ExportFile]:
        """Every file into the cache; the files."""
        return list(self)

    def as_torch_dataset(self, transform: Callable[[ReleaseFile], Any] | None = None):
        """A ``torch.utils.data.IterableDataset`` over the files (``transform`` maps each to a
        sample; default the ReleaseFile). DataLoader workers take every n-th file each.
        Raises TorchUnavailableError when ``torch`` cannot be imported."""
        from .torch_dataset import release_dataset

        return release_dataset(self, transform)

    # -- one file ----------------------------------------------------------------------------

    def fetch(self, record: dict) -> ReleaseFile | ExportFile:
        """One record's file in the cache: there already, or downloaded and verified now."""
        if self.export is not None:
            return self.export.fetch(record)
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
        origin = cached_file(final, lambda handle: self._download(dataset_id, sha256, handle))
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
        if self.verify_cached and sha256 and sha256_of(path) != sha256:
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
        return download(
            self.client,
            handle,
            url=dataset["signed_url"],
            size=int(dataset["data_byte_size"]),
            sha256=sha256 or dataset.get("data_sha256"),
            renew=lambda: self.client.dataset(dataset_id)["signed_url"],
            what=f"dataset {dataset_id}",
        )


def _safe(text: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in text).strip(".") or "file"


def _file_name(storage_path: str, dataset_id: str) -> str:
    """The last segment of the file's storage path, made safe as a local file name."""
    name = posixpath.basename(urllib.parse.unquote(storage_path.split("?")[0]))
    return _safe(name) if name not in ("", ".", "..") else _safe(dataset_id)
