"""Hangar for training code: the read API, the changes feed, webhook verification, and releases
and their exports on the local disk. Python 3.10's standard library only; ``torch`` is used when it is there."""

from .client import HangarClient, RetryInfo
from .errors import ChecksumError, ExportError, HangarApiError, TorchUnavailableError
from .events import FeedPage, follow_events
from .export import Export, ExportFile, export_manifest
from .release import Release, ReleaseFile, default_cache_dir
from .retry import RetryPolicy, backoff_delay, is_retryable, parse_retry_after
from .webhooks import WebhookVerificationError, sign_webhook, verify_webhook

__version__ = "0.1.0"

__all__ = [
    "ChecksumError",
    "Export",
    "ExportError",
    "ExportFile",
    "FeedPage",
    "HangarApiError",
    "HangarClient",
    "Release",
    "ReleaseFile",
    "RetryInfo",
    "RetryPolicy",
    "TorchUnavailableError",
    "WebhookVerificationError",
    "backoff_delay",
    "default_cache_dir",
    "export_manifest",
    "follow_events",
    "is_retryable",
    "parse_retry_after",
    "sign_webhook",
    "verify_webhook",
]
