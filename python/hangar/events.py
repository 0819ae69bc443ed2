"""The changes feed (docs/events.md) as a generator: pages of events from a stored cursor."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Protocol

from .errors import HangarApiError
from .retry import RetryPolicy, backoff_delay


class FeedReader(Protocol):
    """What the feed needs of a client (``HangarClient`` is one): a request and its timeout.
    A protocol here rather than the client's class, which imports this module."""

    timeout: float

    def request(self, method: str, path: str, **options: Any) -> Any: ...

#: Waits between failed reads of the feed: 0.5 s doubling, up to a minute, for as long as it fails.
FEED_BACKOFF = RetryPolicy(base_delay=0.5, max_delay=60.0)


@dataclass(frozen=True)
class FeedPage:
    """Events, oldest first, and the cursor after them: store ``next`` once they are processed
    and pass it as ``after`` on the next start."""

    events: list[dict]
    next: str


def follow_events(
    client: FeedReader,
    *,
    after: str | None = None,
    types: Iterable[str] | None = None,
    wait: int = 30,
    limit: int = 100,
    until_caught_up: bool = False,
    on_retry: Callable[[Exception, float], None] | None = None,
) -> Iterator[FeedPage]:
    """Pages of the feed from ``after`` (a stored ``next``; None: the oldest event kept; ``"now"``:
    only what commits from now on), long-polling ``wait`` seconds while there is nothing new.

    Store ``page.next`` after processing a page and every event is seen at least once across
    restarts (drop repeats by event ``id``). Network failures, 429 and 5xx answers are retried
    for as long as they last (a service restarting, a connection lost), resuming at the cursor
    held; a cursor no longer kept (410) and other refusals raise HangarApiError: start again
    from a list, then ``after="now"``. ``until_caught_up`` ends the iteration at the first page
    shorter than ``limit``. Stop following by leaving the loop (the generator is closed)."""
    type_list = ",".join(types) if types else None
    failures = 0
    while True:
        try:
            page = client.request(
                "GET",
                "/events",
                query={"after": after, "types": type_list, "limit": limit, "wait": wait},
                # The answer may take `wait` seconds to come, on purpose.
                timeout=wait + client.timeout,
            )
        except HangarApiError as error:
            if error.status != 0 and error.status != 429 and error.status < 500:
                raise
            delay = backoff_delay(failures, error.retry_after, FEED_BACKOFF)
            failures += 1
            if on_retry:
                on_retry(error, delay)
            time.sleep(delay)
            continue
        failures = 0
        got = FeedPage(events=page["events"], next=page["next"])
        if got.events or got.next != after:
            yield got
        if until_caught_up and len(got.events) < limit:
            return
        after = got.next
