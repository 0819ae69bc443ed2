"""A PyTorch ``IterableDataset`` over a release's files; ``torch`` is imported only here, on use."""

from __future__ import annotations

from typing import Any, Callable, Protocol, Sequence

from .errors import TorchUnavailableError


class FileSource(Protocol):
    """What the dataset needs of a release (``Release`` is one): its records, and each one's file
    fetched. A protocol here rather than the release's class, which imports this module."""

    @property
    def records(self) -> Sequence[Any]: ...

    def fetch(self, record: Any) -> Any: ...

_dataset_class: type | None = None


def _release_dataset_class() -> type:
    """The class, made once torch is there. It lives in this module under its own name (see
    ``__getattr__``), so DataLoader workers started by spawn (macOS, Windows) can unpickle it."""
    global _dataset_class
    if _dataset_class is not None:
        return _dataset_class
    try:
        from torch.utils.data import IterableDataset, get_worker_info
    except ImportError as error:
        raise TorchUnavailableError(
            "as_torch_dataset() needs PyTorch, which cannot be imported here (pip install torch); "
            "the rest of hangar works without it: iterate the Release for its files"
        ) from error

    class ReleaseDataset(IterableDataset):
        """Each file of the release (downloaded on first use), through ``transform``; with
        several DataLoader workers, worker i takes files i, i + n, i + 2n…"""

        def __init__(self, release: FileSource, transform: Callable[[Any], Any] | None) -> None:
            super().__init__()
            self.release = release
            self.transform = transform

        def __iter__(self):
            records = self.release.records
            worker = get_worker_info()
            if worker is not None:
                records = records[worker.id :: worker.num_workers]
            for record in records:
                file = self.release.fetch(record)
                yield self.transform(file) if self.transform else file

        def __len__(self) -> int:
            return len(self.release.records)

    ReleaseDataset.__module__ = __name__
    ReleaseDataset.__qualname__ = "ReleaseDataset"
    _dataset_class = ReleaseDataset
    return ReleaseDataset


def __getattr__(name: str) -> Any:
    if name == "ReleaseDataset":
        return _release_dataset_class()
    raise AttributeError(name)


def release_dataset(release: FileSource, transform: Callable[[Any], Any] | None = None):
    return _release_dataset_class()(release, transform)
