# shellcheck shell=bash
# vmlib.sh: what scripts/vmrun and scripts/vmtest share. Sourced, not run.
#
# A VM is Debian's kernel of a series (6.1, 6.12) booted under
# qemu-system-x86_64 -accel tcg with an initramfs holding a static busybox,
# the payload, and internal/vmtest/vminit as /init. The payload's stdout and
# stderr come back through the second and third serial ports; the console
# (first port) ends with "SONDE-VM-EXIT=<status>".
#
# Environment:
#   SONDE_VM_CACHE    cache directory (default: <checkout>/.cache/sonde-vm)
#   SONDE_VM_KERNEL   a vmlinuz to boot instead of Debian's package
#   SONDE_VM_TIMEOUT  seconds before qemu is killed (default 900)
#   SONDE_VM_MEM      guest memory in MiB (default 1024)
#   SONDE_VM_SMP      guest CPUs (default 2)
#
# TCG runs all guest CPUs in one host thread (thread=single): with one
# thread per CPU, the kernel's live patching of its own text (static keys
# flipped when tracepoints and kprobes come and go) now and then left a CPU
# running a stale int3, and the guest died with "Oops: int3".
#   SONDE_VM_VERBOSE  1: print the kernel console too
#   SONDE_VM_SONDE    a sonde binary to use instead of building the checkout

set -euo pipefail

VM_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VM_CACHE=${SONDE_VM_CACHE:-$VM_ROOT/.cache/sonde-vm}

vm_die() { echo "vm: $*" >&2; exit 125; }
vm_log() { echo "vm: $*" >&2; }

# vm_need TOOL PACKAGE: fail with the Debian package to install.
vm_need() {
	command -v "$1" >/dev/null 2>&1 || vm_die "$1 not found (apt-get install $2)"
}

# vm_kernel_package SERIES: the newest Debian kernel image package of a
# series known to apt, e.g. linux-image-6.1.0-56-amd64 or
# linux-image-6.12.117+deb12-amd64.
vm_kernel_package() {
	local series=$1 re
	re="^linux-image-${series//./\\.}(\\.[0-9]+)*(-[0-9]+)?(\\+deb[0-9]+)?-amd64\$"
	apt-cache search --names-only "^linux-image-${series//./\\.}" 2>/dev/null |
		awk '{print $1}' | grep -E "$re" | sort -V | tail -n 1
}

# vm_kernel SERIES: print the path of a cached vmlinuz of the series,
# downloading Debian's package on first use.
vm_kernel() {
	local series=$1 pkg dir deb
	if [[ -n ${SONDE_VM_KERNEL:-} ]]; then
		echo "$SONDE_VM_KERNEL"
		return
	fi
	[[ $series =~ ^[0-9]+\.[0-9]+$ ]] || vm_die "bad kernel series \"$series\" (want e.g. 6.1 or 6.12)"
	pkg=$(vm_kernel_package "$series")
	if [[ -z $pkg && ! -d $VM_CACHE/kernels && $(id -u) == 0 ]]; then
		# A fresh machine: apt has no package lists yet.
		vm_log "no kernel package for $series known to apt: running apt-get update"
		apt-get update -qq >/dev/null 2>&1 || true
		pkg=$(vm_kernel_package "$series")
	fi
	if [[ -z $pkg ]]; then
		# Offline or no apt lists: use whatever was cached for the series.
		dir=$(ls -d "$VM_CACHE"/kernels/linux-image-"$series"[.-]*-amd64 2>/dev/null | sort -V | tail -n 1 || true)
		[[ -n $dir && -f $dir/vmlinuz ]] || vm_die "no Debian kernel package for $series (run apt-get update)"
		echo "$dir/vmlinuz"
		return
	fi
	dir=$VM_CACHE/kernels/$pkg
	if [[ ! -f $dir/vmlinuz ]]; then
		vm_need dpkg-deb dpkg
		mkdir -p "$VM_CACHE/deb" "$dir.tmp"
		vm_log "downloading $pkg"
		(cd "$VM_CACHE/deb" && apt-get download "$pkg" >/dev/null 2>&1) || vm_die "apt-get download $pkg failed"
		deb=$(ls "$VM_CACHE/deb/${pkg}"_*.deb | sort -V | tail -n 1)
		dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$dir.tmp" --wildcards './boot/*'
		cp "$dir.tmp"/boot/vmlinuz-* "$dir.tmp/vmlinuz"
		cp "$dir.tmp"/boot/config-* "$dir.tmp/config"
		rm -rf "$dir.tmp/boot" "$dir" && mv "$dir.tmp" "$dir"
	fi
	echo "$dir/vmlinuz"
}

# vm_stage DIR: lay out the base of an initramfs in DIR: /init and busybox.
vm_stage() {
	local stage=$1 bb
	mkdir -p "$stage"/{bin,sbin,usr/bin,usr/sbin,vm,dev,proc,sys,tmp,root,etc}
	(cd "$VM_ROOT" && CGO_ENABLED=0 go build -trimpath -o "$stage/init" ./internal/vmtest/vminit)
	bb=$(command -v busybox || true)
	[[ -n $bb ]] || vm_die "busybox not found (apt-get install busybox-static)"
	if ldd "$bb" >/dev/null 2>&1; then
		vm_die "$bb is dynamically linked (apt-get install busybox-static)"
	fi
	cp "$bb" "$stage/bin/busybox"
	local applet
	for applet in $("$bb" --list); do
		[[ -e $stage/bin/$applet || $applet == busybox ]] || ln -s busybox "$stage/bin/$applet"
	done
	echo "root:x:0:0:root:/root:/bin/sh" >"$stage/etc/passwd"
	echo "root:x:0:" >"$stage/etc/group"
}

# vm_modules VMLINUZ DIR NAME...: put kernel modules (no dependencies
# resolved: list them in load order) from the kernel's Debian package into
# DIR/vm/modules, for vminit to load before the payload.
vm_modules() {
	local kernel=$1 stage=$2 kdir pkg deb name path
	shift 2
	kdir=$(dirname "$kernel")
	pkg=$(basename "$kdir")
	mkdir -p "$stage/vm/modules"
	for name in "$@"; do
		if [[ ! -f $kdir/modules/$name.ko ]]; then
			deb=$(ls "$VM_CACHE/deb/${pkg}"_*.deb 2>/dev/null | sort -V | tail -n 1 || true)
			[[ -n $deb ]] || vm_die "module $name: no cached package for $pkg"
			path=$(dpkg-deb -c "$deb" | awk '{print $6}' | grep -E "/$name\.ko(\.xz)?\$" | head -n 1 || true)
			[[ -n $path ]] || vm_die "module $name: not in $pkg"
			mkdir -p "$kdir/modules"
			dpkg-deb --fsys-tarfile "$deb" | tar -x -O "$path" >"$kdir/modules/$name.ko.tmp"
			if [[ $path == *.xz ]]; then
				vm_need xz xz-utils
				xz -dc "$kdir/modules/$name.ko.tmp" >"$kdir/modules/$name.ko"
				rm -f "$kdir/modules/$name.ko.tmp"
			else
				mv "$kdir/modules/$name.ko.tmp" "$kdir/modules/$name.ko"
			fi
		fi
		cp "$kdir/modules/$name.ko" "$stage/vm/modules/"
		echo "$name" >>"$stage/vm/modules.list"
	done
}

# vm_sonde OUT: build sonde (static) from the checkout into OUT, or copy
# $SONDE_VM_SONDE.
vm_sonde() {
	if [[ -n ${SONDE_VM_SONDE:-} ]]; then
		cp "$SONDE_VM_SONDE" "$1"
	else
		(cd "$VM_ROOT" && CGO_ENABLED=0 go build -trimpath -o "$1" ./cmd/sonde)
	fi
}

# vm_payload DIR ARGV...: set the command vminit runs.
vm_payload() {
	local stage=$1
	shift
	printf '%s\0' "$@" >"$stage/vm/argv"
}

# vm_env DIR NAME=VALUE...: add environment for the payload.
vm_env() {
	local stage=$1
	shift
	printf '%s\0' "$@" >>"$stage/vm/env"
}

# vm_pack DIR OUT: write a gzip'd newc cpio of DIR to OUT.
vm_pack() {
	vm_need cpio cpio
	(cd "$1" && find . -mindepth 1 | LC_ALL=C sort | cpio --quiet -o -H newc -R 0:0) | gzip -1 >"$2"
}

# vm_boot VMLINUZ INITRD WORKDIR: boot, leave console.log, stdout and stderr
# in WORKDIR, and set VM_STATUS to the payload's exit status (125 if the VM
# never reported one).
vm_boot() {
	local kernel=$1 initrd=$2 work=$3 rc=0
	vm_need qemu-system-x86_64 qemu-system-x86
	: >"$work/console.log" >"$work/stdout" >"$work/stderr"
	timeout --kill-after=5 "${SONDE_VM_TIMEOUT:-900}" \
		qemu-system-x86_64 -accel tcg,thread=single -cpu max -m "${SONDE_VM_MEM:-1024}" -smp "${SONDE_VM_SMP:-2}" \
		-nodefaults -display none -no-reboot \
		-kernel "$kernel" -initrd "$initrd" \
		-append "console=ttyS0 panic=-1 oops=panic loglevel=4 rdinit=/init" \
		-serial "file:$work/console.log" -serial "file:$work/stdout" -serial "file:$work/stderr" \
		</dev/null >"$work/qemu.log" 2>&1 || rc=$?
	mkdir -p "$VM_CACHE" && cp "$work/console.log" "$VM_CACHE/last-console.log" 2>/dev/null || true
	VM_STATUS=$(sed -n 's/^.*SONDE-VM-EXIT=\([0-9][0-9]*\).*$/\1/p' "$work/console.log" | tail -n 1)
	if [[ -z $VM_STATUS ]]; then
		VM_STATUS=125
		if [[ $rc == 124 || $rc == 137 ]]; then
			vm_log "qemu timed out after ${SONDE_VM_TIMEOUT:-900}s"
		else
			vm_log "qemu exited ($rc) without a payload status"
		fi
		vm_log "last console lines:"
		tail -n 30 "$work/console.log" | tr -d '\r' >&2
		cat "$work/qemu.log" >&2
	elif [[ ${SONDE_VM_VERBOSE:-0} == 1 ]]; then
		tr -d '\r' <"$work/console.log" >&2
	fi
}
