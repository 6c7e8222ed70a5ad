#import "StatusPopoverController.h"

@implementation StatusPopoverController
@end
