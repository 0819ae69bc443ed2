"""The real service for the tests: started once for the whole run (at the first test module that
asks), on a free port with a temporary DATA_DIR and the demo data, the way `npm start` starts it;
stopped when the run ends. Also small local HTTP servers for what the service cannot be made to do
on demand (a 503, a dropped connection) and to receive webhooks."""

from __future__ import annotations

import atexit
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import urllib.request
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))

from hangar import HangarClient  # noqa: E402

#: Requests one API key may make per one-second window: far above what a test does, low enough
#: that the retry test reaches it in a few milliseconds (the real limiter, not a stub).
RATE_LIMIT_MAX = 40
RATE_LIMIT_WINDOW_SECONDS = 1
#: The platform's key, for what an organization's key may not do (issue another key).
ADMIN_KEY = "python-tests-admin-key-0123456789abcdef"


@dataclass
class Service:
    base: str
    demo_key: str
    organization_id: str
    process: subprocess.Popen
    data_dir: str
    own_data_dir: bool
    output: list[str] = field(default_factory=list)
    reader: threading.Thread | None = None

    def client(self, key: str | None = None, **options) -> HangarClient:
        return HangarClient(self.base, key or self.demo_key, **options)

    def call(self, method: str, path: str, body=None, key: str | None = None) -> dict:
        """A request the test makes to set things up (no retries, no client in between); paths
        under /admin/ with the admin key."""
        auth = (
            {"Service-Admin-Key": ADMIN_KEY}
            if path.startswith("/admin/")
            else {"Service-Api-Key": key or self.demo_key}
        )
        request = urllib.request.Request(
            self.base + path,
            data=None if body is None else json.dumps(body).encode(),
            headers={**auth, "Content-Type": "application/json"},
            method=method,
        )
        with urllib.request.urlopen(request, timeout=30) as answer:
            text = answer.read()
        return json.loads(text) if text else {}

    def stop(self) -> None:
        _end(self.process, self.reader)
        if self.own_data_dir:
            shutil.rmtree(self.data_dir, ignore_errors=True)


_service: Service | None = None


def _end(process: subprocess.Popen, reader: threading.Thread | None) -> None:
    """Ends a process this harness started: SIGTERM, SIGKILL after 15 s; then its output's reader."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    if reader:
        reader.join(5)
    if process.stdout:
        process.stdout.close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _command(entry: str = "main") -> list[str]:
    """`npm start`'s compiled JavaScript when the test runner has just built it
    (HANGAR_TEST_SERVICE=compiled, as server/src/testing/spawn-service.ts does), else the sources
    through tsx. `entry`: `main` (the service) or `work` (`npm run worker`)."""
    node = os.environ.get("HANGAR_NODE") or shutil.which("node") or "node"
    dist = ROOT / "server" / "dist" / f"{entry}.js"
    if os.environ.get("HANGAR_TEST_SERVICE") == "compiled" and dist.exists():
        return [node, "--conditions=hangar-compiled", str(dist)]
    return [node, "--import", "tsx", str(ROOT / "server" / "src" / f"{entry}.ts")]


class Worker:
    """`npm run worker` on the service's database and files: the service of the tests runs no
    jobs (JOB_CONCURRENCY=0), so a test that needs one (an export) starts this, and stops it."""

    def __init__(self, svc: Service) -> None:
        env = {
            **os.environ,
            "DATA_DIR": svc.data_dir,
            "PUBLIC_BASE_URL": svc.base,
            "ADMIN_API_KEY": ADMIN_KEY,
            "LOG_LEVEL": "warn",
            "SQLITE_SYNCHRONOUS": "OFF",
            "JOB_CONCURRENCY": "1",
            "SHUTDOWN_GRACE_MS": "1000",
        }
        self.output: list[str] = []
        self.process = subprocess.Popen(
            _command("work"), cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        self.reader = threading.Thread(target=lambda: self.output.extend(self.process.stdout), daemon=True)  # type: ignore[arg-type]
        self.reader.start()

    def stop(self) -> None:
        _end(self.process, self.reader)


def service() -> Service:
    """The service of this run, started at the first call."""
    global _service
    if _service is None:
        _service = _start()
        atexit.register(_service.stop)
        # A test runner that gives up on the run sends SIGTERM: stop the service on the way out.
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    return _service


def _start() -> Service:
    # python/python.test.ts hands over a copy of the run's seeded demo (console/e2e/seeded-demo.ts),
    # which it removes itself; alone, the tests seed their own.
    given = os.environ.get("HANGAR_TEST_DATA_DIR")
    data_dir = given or tempfile.mkdtemp(prefix="hangar-python-")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = {
        **os.environ,
        "PORT": str(port),
        "HOST": "127.0.0.1",
        "DATA_DIR": data_dir,
        "PUBLIC_BASE_URL": base,
        "DEMO": "1",
        "ADMIN_API_KEY": ADMIN_KEY,
        "LOG_LEVEL": "warn",
        "SQLITE_SYNCHRONOUS": "OFF",
        "RATE_LIMIT_MAX": str(RATE_LIMIT_MAX),
        "RATE_LIMIT_WINDOW_SECONDS": str(RATE_LIMIT_WINDOW_SECONDS),
        # The webhook receiver of the tests listens on 127.0.0.1.
        "WEBHOOK_ALLOW_PRIVATE_NETWORKS": "true",
        # No previews, indexing or checks in this process: the tests read files, not pictures.
        "JOB_CONCURRENCY": "0",
    }
    process = subprocess.Popen(
        _command(), cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    output: list[str] = []
    found: dict[str, str] = {}
    ready = threading.Event()

    def read() -> None:
        # Read to the end, so that the pipe never fills and blocks the service.
        for line in process.stdout:  # type: ignore[union-attr]
            output.append(line)
            for name, pattern in (("key", r"Demo API key:\s+(\S+)"), ("org", r"Demo org:\s+(\S+)")):
                match = re.search(pattern, line)
                if match:
                    found[name] = match.group(1)
            if "key" in found and "org" in found:
                ready.set()
        ready.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    ready.wait(120)
    service = Service(
        base, found.get("key", ""), found.get("org", ""), process, data_dir, given is None, output, reader
    )
    if not service.demo_key or not service.organization_id:
        service.stop()
        raise RuntimeError("the service did not print its demo key:\n" + "".join(output))
    return service


class Stub:
    """A local HTTP server answering each request with ``handle(request_handler)``; records the
    paths asked. For what the real service does not do on demand: a 503, a dropped connection."""

    def __init__(self, handle: Callable[[BaseHTTPRequestHandler], None]) -> None:
        stub = self
        self.paths: list[str] = []

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802
                stub.paths.append(self.path)
                handle(self)

            def log_message(self, *args) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def answer(handler: BaseHTTPRequestHandler, status: int, body: dict, headers: dict | None = None) -> None:
    data = json.dumps(body).encode()
    handler.send_response(status)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(len(data)))
    for name, value in (headers or {}).items():
        handler.send_header(name, value)
    handler.end_headers()
    handler.wfile.write(data)


class Receiver:
    """Receives webhooks on 127.0.0.1: each POST's headers and raw body, answered 200."""

    def __init__(self) -> None:
        receiver = self
        self.received: list[tuple[object, bytes]] = []
        self.arrived = threading.Condition()

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                self.send_response(200)
                self.send_header("Content-Length", "0")
                self.end_headers()
                with receiver.arrived:
                    receiver.received.append((self.headers, body))
                    receiver.arrived.notify_all()

            def log_message(self, *args) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hooks"

    def wait_for(self, count: int, timeout: float = 20.0) -> list[tuple[object, bytes]]:
        with self.arrived:
            if not self.arrived.wait_for(lambda: len(self.received) >= count, timeout):
                raise AssertionError(f"{len(self.received)} webhooks in {timeout} s, expected {count}")
            return list(self.received)

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
