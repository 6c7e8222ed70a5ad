#import <Cocoa/Cocoa.h>

@interface AboutWindowController : NSWindowController
@property (weak) IBOutlet NSStackView *creditsStack;
@property (weak) IBOutlet NSView *badgeBox;
@property (weak) IBOutlet NSTextField *betaLabel;
@end
