"""The errors the package raises."""

from __future__ import annotations


class HangarApiError(Exception):
    """An error answer of the service: its status and its ``detail`` sentence.

    ``status`` is 0 when the service could not be reached at all (after the retries).
    ``retry_after`` is the answer's ``Retry-After`` in seconds, when it had one.
    """

    def __init__(self, status: int, detail: str, retry_after: float | None = None) -> None:
        super().__init__(f"{status}: {detail}" if status else detail)
        self.status = status
        self.detail = detail
        self.retry_after = retry_after


class ChecksumError(Exception):
    """A downloaded file is not the one the release names (its sha256 or size differs)."""


class TorchUnavailableError(ImportError):
    """``as_torch_dataset()`` was called where ``torch`` cannot be imported."""


class ExportError(Exception):
    """An export cannot be used: it failed on the service, or it names a file outside its folder.
    ``export`` is the export as the service last described it (None when not read)."""

    def __init__(self, message: str, export: dict | None) -> None:
        super().__init__(message)
        self.export = export
