"""When and how long to wait before trying a request again.

The same rules as the TypeScript client (client/src/retry.ts): 429 (rate limited) and 503
(shutting down, database unavailable) for every method, since the service did not act on the
request; 504 and network failures only for idempotent methods, since the command may have run. A
request with an ``Idempotency-Key`` is safe to send again whatever happened to it
(docs/idempotency.md): after a network failure too, and after a 409 with ``Retry-After`` (its
first attempt is still running). Exponential backoff with full jitter; ``Retry-After`` sets the
least wait.
"""

from __future__ import annotations

import random as _random
import time
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from typing import Callable

IDEMPOTENT = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})


@dataclass(frozen=True)
class RetryPolicy:
    """How a client retries; the defaults are the TypeScript client's."""

    #: Retries after the first attempt.
    retries: int = 4
    #: The first backoff step in seconds; each retry doubles it.
    base_delay: float = 0.25
    #: The largest backoff step without ``Retry-After``.
    max_delay: float = 8.0
    #: A ``Retry-After`` longer than this is not waited for: the error is raised at once.
    max_retry_after: float = 60.0
    #: Source of jitter in [0, 1).
    random: Callable[[], float] = field(default=_random.random, compare=False)


def is_retryable(method: str, status: int | None, keyed: bool = False, retry_after: bool = False) -> bool:
    """Whether an answer (or a network failure: ``status`` None) is worth another attempt."""
    if status in (429, 503):
        return True
    if status is None:
        return keyed or method.upper() in IDEMPOTENT
    if status == 504:
        return method.upper() in IDEMPOTENT
    # The key's first request is still running: the service says when to ask again.
    if status == 409:
        return keyed and retry_after
    return False


def parse_retry_after(value: str | None, now: float | None = None) -> float | None:
    """``Retry-After`` in seconds (delta-seconds or an HTTP date), or None when absent or unreadable."""
    if value is None or value.strip() == "":
        return None
    text = value.strip()
    if text.isdigit():
        return float(text)
    try:
        at = parsedate_to_datetime(text).timestamp()
    except (TypeError, ValueError):
        return None
    return max(0.0, at - (time.time() if now is None else now))


def backoff_delay(attempt: int, retry_after: float | None, policy: RetryPolicy) -> float:
    """The wait before retry number ``attempt`` (0-based): full jitter over an exponentially
    growing step, never less than ``Retry-After`` (plus up to one base step of jitter, so clients
    told the same second do not all come back at once)."""
    if retry_after is not None:
        return retry_after + policy.random() * policy.base_delay
    step = min(policy.max_delay, policy.base_delay * 2**attempt)
    return policy.random() * step
