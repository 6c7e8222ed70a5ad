#import <Cocoa/Cocoa.h>

@interface StatusItem : NSObject <NSPopoverDelegate>
@property(retain, nonatomic)NSPopover* popover;
@property(retain, nonatomic)NSStatusItem* item;
- (void)showPopover;
@end
