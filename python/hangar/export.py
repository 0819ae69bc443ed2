"""An export of a release (docs/exports.md) on the local disk: asked for when there is none,
waited for, and each of its files downloaded once and checked by sha256."""

from __future__ import annotations

import hashlib
import os
import time
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any, BinaryIO, Callable, Iterator

from .download import cached_file, download, sha256_of
from .errors import ChecksumError, ExportError

if TYPE_CHECKING:
    from .client import HangarClient

__all__ = ["Export", "ExportFile", "export_manifest"]


@dataclass(frozen=True)
class ExportFile:
    """One file of an export, on the local disk and verified."""

    #: Its path in the export (``meta/info.json``, ``data/chunk-000/file-000.parquet``).
    name: str
    sha256: str
    size: int
    #: Where it is: ``Export.root / name``.
    path: Path
    #: ``cache`` (there already), ``download`` (fetched whole) or ``resume`` (a partial one completed).
    origin: str

    def open(self) -> BinaryIO:
        return self.path.open("rb")


def export_manifest(files: list[dict]) -> bytes:
    """The export's manifest: a line ``<sha256>  <size>  <path>`` per file, sorted by path. Its
    sha256 is the export's (server/src/exports/export.ts)."""
    lines = sorted(files, key=lambda f: f["path"])
    return "".join(f"{f['sha256']}  {f['size']}  {f['path']}\n" for f in lines).encode("utf-8")


class Export:
    """An export of ``release_id`` in ``format`` (``lerobot``…), its files in
    ``<cache_dir>/exports/<export sha256>/`` laid out as the export has them, so ``root`` is a
    folder LeRobot's loader opens once ``download()`` has run.

    The export is the release's newest one in that format that has not failed; when there is none
    it is asked for (``POST /releases/{id}/exports``: owners, reviewers and API keys). It is then
    waited for, its status read every ``poll_interval`` seconds and handed to ``on_progress``, for
    at most ``timeout`` seconds. Its files must match its sha256 (the manifest's), each file its
    own sha256; a file is downloaded to ``<path>.partial`` and renamed once checked, and an
    interrupted download resumes. An export's bytes depend only on the release (docs/exports.md),
    so the folder is shared by every export with the same sha256.
    """

    def __init__(
        self,
        client: HangarClient,
        release_id: str,
        format: str = "lerobot",
        cache_dir: str | os.PathLike[str] | None = None,
        *,
        poll_interval: float = 1.0,
        timeout: float = 3600.0,
        on_progress: Callable[[dict], None] | None = None,
        verify_cached: bool = False,
    ) -> None:
        from .release import default_cache_dir

        self.client = client
        self.release_id = release_id
        self.format = format
        self.cache_dir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        self.poll_interval = poll_interval
        self.timeout = timeout
        self.on_progress = on_progress
        #: Hash cached files again on every use (default: trust them; they were checked when stored).
        self.verify_cached = verify_cached
        self._info: dict | None = None

    # -- the export on the service -----------------------------------------------------------

    @property
    def info(self) -> dict:
        """The export, done (asked for and waited for on first use)."""
        if self._info is None:
            self._info = self.wait()
        return self._info

    def wait(self) -> dict:
        """Finds or asks for the export and waits until it is done; raises ExportError when it
        failed or TimeoutError after ``timeout`` seconds. Checks its files against its sha256."""
        export_id = self._find() or self.client.request_export(self.release_id, self.format)["export_id"]
        deadline = time.monotonic() + self.timeout
        while True:
            export = self.client.release_export(self.release_id, export_id)
            if self.on_progress:
                self.on_progress(export)
            if export["status"] == "done":
                break
            if export["status"] == "failed":
                raise ExportError(
                    f"export {export_id} of release {self.release_id} failed: "
                    f"{export.get('error') or 'no reason given'}",
                    export,
                )
            if time.monotonic() + self.poll_interval > deadline:
                raise TimeoutError(
                    f"export {export_id} of release {self.release_id} is still {export['status']} "
                    f"({round(export['progress'] * 100)}%) after {self.timeout:g} s"
                )
            time.sleep(self.poll_interval)
        got = hashlib.sha256(export_manifest(export["files"])).hexdigest()
        if got != export["sha256"]:
            raise ChecksumError(
                f"export {export_id}: its files' manifest has sha256 {got}, the export says {export['sha256']}"
            )
        for f in export["files"]:
            _relative(f["path"])  # every path stays inside the export's folder
        return export

    def _find(self) -> str | None:
        """The newest export of the release in this format that has not failed."""
        for export in self.client.release_exports(self.release_id):
            if export["format"] == self.format and export["status"] != "failed":
                return export["id"]
        return None

    # -- its files ---------------------------------------------------------------------------

    @property
    def root(self) -> Path:
        """The export's folder in the cache (complete once ``download()`` has run)."""
        return self.cache_dir / "exports" / self.info["sha256"]

    @property
    def records(self) -> list[dict]:
        """The export's files as the service lists them (``path``, ``size``, ``sha256``, ``url``), by path."""
        return sorted(self.info["files"], key=lambda f: f["path"])

    def __len__(self) -> int:
        return len(self.records)

    def __iter__(self) -> Iterator[ExportFile]:
        """Each file, downloaded first when it is not in the cache yet."""
        for record in self.records:
            yield self.fetch(record)

    def download(self) -> list[ExportFile]:
        """Every file into the cache; the files, by path."""
        return list(self)

    def fetch(self, record: dict) -> ExportFile:
        """One file of the export in the cache: there already, or downloaded and verified now."""
        name, sha256, size = record["path"], record["sha256"], int(record["size"])
        final = self.root.joinpath(*_relative(name).parts)
        if final.exists() and self.verify_cached and sha256_of(final) != sha256:
            final.unlink()
            raise ChecksumError(f"{final}: the cached file changed on disk; it was removed, fetch it again")
        origin = cached_file(
            final,
            lambda handle: download(
                self.client,
                handle,
                url=record["url"],
                size=size,
                sha256=sha256,
                renew=lambda: self._fresh_link(name),
                what=f"{name} of export {self.info['id']}",
                names="the export",
            ),
        )
        return ExportFile(name=name, sha256=sha256, size=size, path=final, origin=origin)

    def _fresh_link(self, name: str) -> str:
        export = self.client.release_export(self.release_id, self.info["id"])
        for f in export["files"]:
            if f["path"] == name:
                return f["url"]
        raise ExportError(f"export {self.info['id']} no longer lists {name}", export)

    def as_torch_dataset(self, transform: Callable[[ExportFile], Any] | None = None):
        """A ``torch.utils.data.IterableDataset`` over the files (see ``Release.as_torch_dataset``)."""
        from .torch_dataset import release_dataset

        return release_dataset(self, transform)


def _relative(path: str) -> PurePosixPath:
    """The export's path as a relative one inside its folder; anything else is refused."""
    p = PurePosixPath(path)
    if (
        not path
        or p.is_absolute()
        or "\\" in path
        or "\0" in path
        or any(part in ("", ".", "..") for part in path.split("/"))
    ):
        raise ExportError(f"the export names a file outside its folder: {path!r}", None)
    return p
