"""The read API of Hangar over HTTP, with the ``Service-Api-Key`` header, retries and timeouts."""

from __future__ import annotations

import http.client
import json
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Mapping

from .errors import HangarApiError
from .events import follow_events
from .retry import RetryPolicy, backoff_delay, is_retryable, parse_retry_after

__all__ = ["HangarClient", "RetryInfo"]

#: The methods the service takes an ``Idempotency-Key`` on (PUT is idempotent already).
KEYED = frozenset({"POST", "PATCH", "DELETE"})


@dataclass(frozen=True)
class RetryInfo:
    """What ``on_retry`` is told before each wait; ``status`` is None after a network failure."""

    attempt: int
    delay: float
    method: str
    url: str
    status: int | None


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    """API calls carry the key: a redirect (which the API never answers) is not followed with it."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):  # noqa: ANN001
        return None


def _detail_of(body: bytes, status: int, reason: str) -> str:
    try:
        detail = json.loads(body.decode("utf-8")).get("detail")
        if isinstance(detail, str) and detail:
            return detail
    except (ValueError, AttributeError, UnicodeDecodeError):
        pass
    return f"The service answered {status} {reason}".strip()


def _query_string(query: Mapping[str, Any] | None) -> str:
    """Repeatable parameters as lists (``verdict=a&verdict=b``); None is left out."""
    pairs: list[tuple[str, str]] = []
    for key, value in (query or {}).items():
        values = value if isinstance(value, (list, tuple)) else [value]
        for v in values:
            if v is None:
                continue
            pairs.append((key, ("true" if v else "false") if isinstance(v, bool) else str(v)))
    return urllib.parse.urlencode(pairs)


class HangarClient:
    """A client of the Hangar API for programs (docs/ and /openapi.json describe every call).

    ``retry``: 429 and 503 are retried for every method, 504 and network failures for idempotent
    ones; exponential backoff with full jitter (0.25 s doubling, up to 8 s), never sooner than
    ``Retry-After``; a ``Retry-After`` over a minute is raised at once. ``retry=None`` turns it off.
    Every POST, PATCH and DELETE carries a new ``Idempotency-Key``, the same on its retries.
    ``timeout`` (seconds) bounds each attempt's connection and each read of its answer.
    """

    def __init__(
        self,
        base_url: str,
        api_key: str | None = None,
        *,
        timeout: float = 30.0,
        retry: RetryPolicy | None = RetryPolicy(),
        on_retry: Callable[[RetryInfo], None] | None = None,
        user_agent: str = "hangar-python/0.1",
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.timeout = timeout
        self.retry = retry
        self.on_retry = on_retry
        self.user_agent = user_agent

    # -- transport ---------------------------------------------------------------------------

    def url(self, path: str, query: Mapping[str, Any] | None = None) -> str:
        qs = _query_string(query)
        return f"{self.base_url}{path}" + (f"?{qs}" if qs else "")

    def open(
        self,
        method: str,
        url: str,
        *,
        body: bytes | None = None,
        headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        api: bool = True,
    ) -> http.client.HTTPResponse:
        """Sends a request with retries and returns the open 2xx answer (the caller reads and
        closes it); raises HangarApiError for any other answer, or status 0 when the service
        could not be reached. ``api=False`` (signed file links): no key, redirects followed."""
        sent = {"User-Agent": self.user_agent, **(headers or {})}
        if api and self.api_key:
            sent["Service-Api-Key"] = self.api_key
        if method.upper() in KEYED and not any(k.lower() == "idempotency-key" for k in sent):
            sent["Idempotency-Key"] = str(uuid.uuid4())
        keyed = any(k.lower() == "idempotency-key" for k in sent)
        opener = urllib.request.build_opener(_NoRedirects) if api else urllib.request.build_opener()
        policy = self.retry
        attempt = 0
        while True:
            last = policy is None or attempt >= policy.retries
            request = urllib.request.Request(url, data=body, headers=sent, method=method.upper())
            try:
                return opener.open(request, timeout=timeout or self.timeout)
            except urllib.error.HTTPError as answer:
                status, retry_after_text = answer.code, answer.headers.get("Retry-After")
                payload = answer.read()
                answer.close()
                retry_after = parse_retry_after(retry_after_text)
                error = HangarApiError(status, _detail_of(payload, status, answer.reason or ""), retry_after)
                if last or not is_retryable(method, status, keyed, retry_after_text is not None):
                    raise error from None
                if retry_after is not None and retry_after > policy.max_retry_after:
                    raise error from None
            except (OSError, http.client.HTTPException) as failure:
                # URLError (refused, unresolvable), timeouts, resets, a connection closed early.
                if last or not is_retryable(method, None, keyed):
                    raise HangarApiError(
                        0, f"Could not reach the service ({failure}); check the connection and try again"
                    ) from failure
                status, retry_after = None, None
            delay = backoff_delay(attempt, retry_after, policy)
            if self.on_retry:
                self.on_retry(RetryInfo(attempt, delay, method.upper(), url, status))
            time.sleep(delay)
            attempt += 1

    def request(
        self,
        method: str,
        path: str,
        *,
        query: Mapping[str, Any] | None = None,
        json_body: Any = None,
        headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
    ) -> Any:
        """One call of the API; its JSON answer (None for an empty one)."""
        sent = dict(headers or {})
        body = None
        if json_body is not None:
            body = json.dumps(json_body).encode("utf-8")
            sent["Content-Type"] = "application/json"
        with self.open(method, self.url(path, query), body=body, headers=sent, timeout=timeout) as answer:
            data = answer.read()
        return json.loads(data) if data else None

    def get(self, path: str, **query: Any) -> Any:
        return self.request("GET", path, query=query)

    # -- datasets ----------------------------------------------------------------------------

    def list_datasets(
        self,
        *,
        data_type: str | None = None,
        status: str | None = None,
        verdict: str | Iterable[str] | None = None,
        metadata: Mapping[str, Any] | Iterable[str] | None = None,
        limit: int = 100,
        offset: int = 0,
    ) -> dict:
        """One page: ``{"datasets": [...], "total": n}``, newest first. ``metadata`` is a dict
        (``{"perspective": "pov"}``) or ``key:value`` strings; filters combine with AND."""
        if isinstance(metadata, Mapping):
            metadata = [f"{k}:{v}" for k, v in metadata.items()]
        return self.get(
            "/datasets",
            data_type=data_type,
            status=status,
            verdict=[verdict] if isinstance(verdict, str) else list(verdict or []),
            metadata=list(metadata or []),
            limit=limit,
            offset=offset,
        )

    def datasets(self, *, page_size: int = 100, **filters: Any) -> Iterator[dict]:
        """Every dataset matching ``filters`` (those of ``list_datasets``), page by page.

        The list is newest first and read by offset: a dataset created meanwhile pushes the
        others down a place, so one already yielded can come again; it is skipped (by id)."""
        def page(limit: int, offset: int) -> dict:
            return self.list_datasets(limit=limit, offset=offset, **filters)

        return _paged(page, "datasets", page_size)

    def dataset(self, dataset_id: str) -> dict:
        """The dataset as it is now, with ``signed_url`` (valid 60 minutes), ``data_byte_size``
        and ``data_sha256``."""
        return self.get("/datasets/dataset", id=dataset_id)

    def stats(self) -> dict:
        return self.get("/datasets/stats")

    def iterations(self, dataset_id: str) -> dict:
        """Every version of a synthetic dataset, ascending (404 for recordings and telemetry)."""
        return self.get(f"/datasets/{urllib.parse.quote(dataset_id)}/iterations")

    # -- releases ----------------------------------------------------------------------------

    def list_releases(self, *, limit: int = 100, offset: int = 0) -> dict:
        return self.get("/releases", limit=limit, offset=offset)

    def releases(self, *, page_size: int = 100) -> Iterator[dict]:
        """Every release of the organization, newest first (summaries, without manifests)."""
        return _paged(
            lambda limit, offset: self.list_releases(limit=limit, offset=offset), "releases", page_size
        )

    def release(self, release_id: str) -> dict:
        """A release with its manifest."""
        return self.get(f"/releases/{urllib.parse.quote(release_id)}")

    def manifest(self, release_id: str) -> dict:
        return self.get(f"/releases/{urllib.parse.quote(release_id)}/manifest")

    # -- exports (docs/exports.md) -----------------------------------------------------------

    def release_exports(self, release_id: str) -> list[dict]:
        """The release's exports, newest first, each with its status, progress and (once done) files."""
        return self.get(f"/releases/{urllib.parse.quote(release_id)}/exports")["exports"]

    def release_export(self, release_id: str, export_id: str) -> dict:
        """One export: ``status`` (queued, running, done, failed), ``progress``, and once done
        ``sha256`` and ``files`` with signed links (60 minutes)."""
        return self.get(
            f"/releases/{urllib.parse.quote(release_id)}/exports/{urllib.parse.quote(export_id)}"
        )

    def request_export(self, release_id: str, format: str = "lerobot") -> dict:
        """Asks for an export: ``{"export_id", "status"}`` (the live one of that format when there is one)."""
        return self.request(
            "POST", f"/releases/{urllib.parse.quote(release_id)}/exports", json_body={"format": format}
        )

    def export(self, release_id: str, format: str = "lerobot", cache_dir=None, **options: Any):
        """The release's export in ``format`` on the local disk: see ``hangar.export.Export``."""
        from .export import Export

        return Export(self, release_id, format, cache_dir, **options)

    # -- the changes feed --------------------------------------------------------------------

    def events(self, **options: Any):
        """The changes feed from a cursor: see ``hangar.events.follow_events``."""
        return follow_events(self, **options)


def _paged(fetch: Callable[[int, int], dict], key: str, page_size: int) -> Iterator[dict]:
    offset = 0
    seen: set[str] = set()
    while True:
        page = fetch(page_size, offset)
        items = page[key]
        for item in items:
            if item["id"] not in seen:
                seen.add(item["id"])
                yield item
        offset += len(items)
        if not items or offset >= page["total"]:
            return
