// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A Logbook-like collectible for the local chain only: enough of ERC-721 (with the enumeration
/// extension's owner index) for the profile's badge to be read as a real one is; its deployer
/// may mint. No approvals or safe transfers: nothing here moves them after minting.
contract TestLogbook {
    string public constant name = "Logbook";
    string public constant symbol = "LOGBOOK";

    address public immutable minter;
    uint256 public totalSupply;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256[]) private owned;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    constructor() {
        minter = msg.sender;
    }

    function mint(address to) external returns (uint256 tokenId) {
        require(msg.sender == minter, "only the minter");
        require(to != address(0), "no zero address");
        tokenId = ++totalSupply;
        ownerOf[tokenId] = to;
        balanceOf[to] += 1;
        owned[to].push(tokenId);
        emit Transfer(address(0), to, tokenId);
    }

    function tokenOfOwnerByIndex(address owner, uint256 index) external view returns (uint256) {
        require(index < owned[owner].length, "index out of range");
        return owned[owner][index];
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165, ERC-721, ERC-721 Enumerable
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x780e9d63;
    }
}
