#import "MSGContactPickerViewController.h"

@implementation MSGContactPickerViewController
@end
